/* global document, localStorage */
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
