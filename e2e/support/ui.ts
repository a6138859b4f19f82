// Browser steps the specs share: logging in through the real form, in-app navigation, screenshots.
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

const screenshotDir = path.join(__dirname, '..', 'test-results', 'screenshots');

/** antd puts a space between two Chinese characters on buttons (登 录), so names are matched loosely. */
export function loose(text: string): RegExp {
  return new RegExp(text.split('').join('\\s*'));
}

export async function loginThroughForm(page: Page, username: string, password: string): Promise<void> {
  // After an in-app move to /login (registration does one) the previous page stays on screen while the login
  // route loads: typing before the login form shows would fill the old form.
  await expect(page.getByRole('tab', { name: '密码登录' })).toBeVisible();
  await field(page, '用户名').fill(username);
  await field(page, '密码').fill(password);
  await page.getByRole('button', { name: loose('登录') }).click();
}

/** Client-side navigation (no page load), the way the menu moves between remotes. */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, to);
}

export async function expectPath(page: Page, pathname: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname, { message: `应位于 ${pathname}` }).toBe(pathname);
}

/** antd message/notification toasts render outside the page tree; any visible node with the text counts. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** A form field by its label, else by its placeholder (login forms often have only placeholders). */
export function field(page: Page, label: string) {
  return page
    .getByLabel(label, { exact: true })
    .or(page.getByPlaceholder(label, { exact: true }))
    .first();
}

/** Logs in through the real login page and waits until the shell shows the dashboard. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await loginThroughForm(page, username, password);
  await expectPath(page, '/dashboard');
}

/**
 * Waits until an in-app page settled: no new network resource for 500 ms and no antd spinner left.
 * (`networkidle` fires once per page load, and React keeps the previous page on screen while a
 * lazy route loads inside a transition, so neither alone tells that a remote finished loading.)
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => performance.setResourceTimingBufferSize(100_000));
  let last = -1;
  let stableSince = Date.now();
  await expect
    .poll(
      async () => {
        const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
        if (count !== last) {
          last = count;
          stableSince = Date.now();
        }
        return Date.now() - stableSince >= 500;
      },
      { message: '页面网络请求应停止', intervals: [100] },
    )
    .toBe(true);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

/**
 * Chooses `option` in an antd Select: opens it through its combobox (found by the Select's aria-label) and
 * clicks the option in the popup antd renders outside the field. Typing first narrows a searchable Select.
 */
export async function pickOption(
  page: Page,
  combobox: Locator,
  option: string,
  { search = false }: { search?: boolean } = {},
): Promise<void> {
  await combobox.click();
  if (search) await combobox.fill(option);
  const exact = new RegExp(`^\\s*${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: exact })
    .click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}
