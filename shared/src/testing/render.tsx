import type { ReactElement } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { AppProviders } from '@modelsmith/shared/providers';

/**
 * Renders `ui` under the providers every container renders under, with antd's CSS-in-JS computed but
 * never injected (cssinjs' server mode). Injected, its rules make jsdom match every selector against
 * every element on each `getComputedStyle`, which user-event and role queries call per keystroke and
 * click: the login page's forgot-password flow took 27 s with them and 2.3 s without. Tests check
 * behaviour, roles and inline styles (antd hides closed dialogs inline), never antd's stylesheet.
 */
export function renderInApp(ui: ReactElement) {
  return render(
    <StyleProvider mock="server">
      <AppProviders>{ui}</AppProviders>
    </StyleProvider>,
  );
}
