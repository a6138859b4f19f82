/* global document, localStorage, window */
// One cold load of a page in headless Chromium: requests, JS bytes (raw and gzip of the served files), time to ready.
import zlib from 'node:zlib';

/**
 * Ready is the first animation frame where `readySelector` matches a visible box, or, for pages whose readiness
 * is more than one element (e.g. every node of a diagram), where `ready` (an arrow function run in the page, so it
 * may use only browser globals) returns true.
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, readySelector?: string, ready?: () => boolean, readyLabel?: string, token?: string }} target
 */
export async function measurePage(browser, target) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  if (target.token) {
    await context.addInitScript((token) => localStorage.setItem('token', token), target.token);
  }
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(target.url, { waitUntil: 'commit' });
  const options = { polling: 'raf', timeout: 30_000 };
  const waiting = target.ready
    ? page.waitForFunction(`(${target.ready})() ? performance.now() : false`, undefined, options)
    : page.waitForFunction(
        (selector) => {
          const element = document.querySelector(selector);
          const box = element?.getBoundingClientRect();
          return box && box.width > 0 && box.height > 0 ? performance.now() : false;
        },
        target.readySelector,
        options,
      );
  // Timed inside the page: performance.now() counts from the navigation start.
  const readyMs = await waiting
    .then((handle) => handle.jsonValue())
    .catch(async (error) => {
      const at = new URL(page.url()).pathname;
      await context.close();
      throw new Error(
        `${target.url} 在 30 秒内未就绪（${target.readyLabel ?? target.readySelector}，当前页面 ${at}）：${error.message.split('\n')[0]}`,
      );
    });
  await page.waitForLoadState('networkidle');
  let jsRaw = 0;
  let jsGzip = 0;
  let jsFiles = 0;
  for (const response of responses) {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) && !/\.js(\?|$)/.test(response.url())) continue;
    const body = await response.body().catch(() => null);
    if (!body) continue;
    jsFiles += 1;
    jsRaw += body.length;
    jsGzip += zlib.gzipSync(body, { level: 9 }).length;
  }
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  return { readyMs, requests: responses.length, jsFiles, jsRaw, jsGzip, finalPath };
}

/**
 * One interaction on a freshly loaded page: `prepare(page)` gets the page to the point of the click (it waits for
 * whatever it needs), then the click on `trigger(page)`; the time is from the click event to the first animation
 * frame where `ready` (run in the page, browser globals only) returns true, both taken in the page, so Playwright's
 * own round trips are not counted.
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, token?: string, prepare: (page: import('playwright-core').Page) => Promise<void>,
 *   trigger: (page: import('playwright-core').Page) => import('playwright-core').Locator, ready: () => boolean,
 *   readyLabel: string }} target
 */
export async function measureInteraction(browser, target) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  if (target.token) {
    await context.addInitScript((token) => localStorage.setItem('token', token), target.token);
  }
  const page = await context.newPage();
  try {
    await page.goto(target.url, { waitUntil: 'commit' });
    await target.prepare(page);
    const trigger = target.trigger(page);
    await trigger.evaluate((element) =>
      element.addEventListener(
        'click',
        () => {
          window.__benchClickAt = performance.now();
        },
        { capture: true, once: true },
      ),
    );
    await trigger.click();
    const handle = await page
      .waitForFunction(
        `window.__benchClickAt !== undefined && (${target.ready})() ? performance.now() - window.__benchClickAt : false`,
        undefined,
        { polling: 'raf', timeout: 30_000 },
      )
      .catch((error) => {
        throw new Error(
          `${target.url}：点击后 30 秒内未就绪（${target.readyLabel}）：${error.message.split('\n')[0]}`,
        );
      });
    const ms = await handle.jsonValue();
    return { ms, finalPath: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}
