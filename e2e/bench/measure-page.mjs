/* global document, localStorage */
// One cold load of a page in headless Chromium: requests, JS bytes (raw and gzip of the served files), time to ready.
import zlib from 'node:zlib';

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, readySelector: string, token?: string }} target
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
  // Timed inside the page: performance.now() counts from the navigation start.
  const readyMs = await page
    .waitForFunction(
      (selector) => {
        const element = document.querySelector(selector);
        const box = element?.getBoundingClientRect();
        return box && box.width > 0 && box.height > 0 ? performance.now() : false;
      },
      target.readySelector,
      { polling: 'raf', timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue());
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
