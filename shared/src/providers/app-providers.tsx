// The providers every container renders under: ONE store, ONE ConfigProvider (zh_CN, one theme), ONE App.
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { App, ConfigProvider, zhCN } from '@modelsmith/shared/antd';
import { store } from '@modelsmith/shared/store';
import { modelsmithTheme } from './theme';

dayjs.locale('zh-cn');

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider locale={zhCN} theme={modelsmithTheme}>
        <App>{children}</App>
      </ConfigProvider>
    </Provider>
  );
}
