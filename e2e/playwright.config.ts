// The real site in Debian chromium: production builds, the real API, a real SMTP sink, each remote on its own origin.
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const resultsDir = path.join(__dirname, 'test-results');

export default defineConfig({
  testDir: './specs',
  globalSetup: './harness/global-setup.ts',
  outputDir: path.join(resultsDir, 'artifacts'),
  workers: 1,
  retries: 0,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? path.join(resultsDir, 'e2e.json') }],
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 860 },
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
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
    },
  },
});
