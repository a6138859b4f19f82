// The web benchmark: /login and /dashboard (logged in), cold loads in headless Debian Chromium, median of N runs.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { measurePage } from './measure-page.mjs';
import { BENCH_ADMIN, loginToken, startSite } from './site-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export async function runWebBench(root) {
  const site = await startSite(root);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const token = await loginToken(site.origin, BENCH_ADMIN);
    const pages = [
      { name: '/login', url: `${site.origin}/login`, readySelector: 'form input[type=password]' },
      {
        name: '/dashboard',
        url: `${site.origin}/dashboard`,
        token,
        readySelector: '.ant-layout-content .ant-card',
      },
    ];
    const results = [];
    for (const target of pages) {
      await measurePage(browser, target); // warm-up: OS file cache and the API's first queries
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measurePage(browser, target));
      const wrongPath = runs.find((run) => run.finalPath !== target.name);
      if (wrongPath) throw new Error(`${target.name} 被重定向到 ${wrongPath.finalPath}，测量无效`);
      results.push({
        page: target.name,
        runs: RUNS,
        medianReadyMs: Math.round(median(runs.map((run) => run.readyMs))),
        minReadyMs: Math.round(Math.min(...runs.map((run) => run.readyMs))),
        maxReadyMs: Math.round(Math.max(...runs.map((run) => run.readyMs))),
        requests: runs[0].requests,
        jsFiles: runs[0].jsFiles,
        jsRawBytes: runs[0].jsRaw,
        jsGzipBytes: runs[0].jsGzip,
      });
    }
    console.log('\n页面          请求数  JS 文件  JS 原始      JS gzip     就绪中位数（最小–最大）');
    for (const r of results) {
      console.log(
        `${r.page.padEnd(13)} ${String(r.requests).padStart(6)}  ${String(r.jsFiles).padStart(7)}  ${kb(r.jsRawBytes).padStart(10)}  ${kb(r.jsGzipBytes).padStart(10)}  ${r.medianReadyMs} ms（${r.minReadyMs}–${r.maxReadyMs}）`,
      );
    }
    const report = {
      measuredAt: new Date().toISOString(),
      chromium: browser.version(),
      cpus: (await import('node:os')).cpus().length,
      results,
    };
    fs.mkdirSync(path.join(root, '.bench'), { recursive: true });
    fs.writeFileSync(path.join(root, '.bench', 'web.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\n已写入 ${path.join('.bench', 'web.json')}`);
    return report;
  } finally {
    await browser.close();
    await site.stop();
  }
}
