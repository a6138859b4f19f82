import { render, screen } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';
import { jwtDecode } from 'jwt-decode';
import axios from 'axios';

test('antd renders in jsdom', () => {
  render(
    <ConfigProvider>
      <Button>登录</Button>
    </ConfigProvider>,
  );
  expect(screen.getByRole('button', { name: '登 录' })).toBeInTheDocument();
  expect(typeof jwtDecode).toBe('function');
  expect(typeof axios.create).toBe('function');
});
