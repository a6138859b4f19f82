import { fireEvent, render, screen } from '@testing-library/react';
import { MEMBERSHIP_PLANS } from '@modelsmith/contract';
import { ComingSoon, ErrorState, formatCents, PageContainer, planHighlights } from '@modelsmith/shared/ui';

test.each([
  [0, '¥0.00'],
  [5, '¥0.05'],
  [1234, '¥12.34'],
  [123456789, '¥1,234,567.89'],
  [-250, '-¥2.50'],
  [null, '¥0.00'],
])('formatCents(%p) is %s', (cents, text) => {
  expect(formatCents(cents)).toBe(text);
});

test('each plan card lists what the plans table grants', () => {
  expect(MEMBERSHIP_PLANS.map(planHighlights)).toEqual([
    ['3 个项目', '每个项目 20 个实体', '5 个自有模板', '全部官方模板'],
    ['50 个项目', '每个项目 200 个实体', '100 个自有模板', '高级模板'],
    ['项目不限', '实体不限', '自有模板不限', '高级模板'],
  ]);
});

test('ErrorState shows the error message and retries', () => {
  const retry = jest.fn();
  render(<ErrorState error={{ message: '服务器错误' }} onRetry={retry} />);
  expect(screen.getByText('服务器错误')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
  expect(retry).toHaveBeenCalledTimes(1);
});

test('ErrorState without a message falls back to 请求失败', () => {
  render(<ErrorState error={new Error('')} />);
  expect(screen.getByText('请求失败')).toBeInTheDocument();
  expect(screen.queryByRole('button')).toBeNull();
});

test('ComingSoon names the feature and what comes', () => {
  render(<ComingSoon feature="实体设计器" description="拖拽设计字段与关系" />);
  expect(screen.getByText('实体设计器即将上线')).toBeInTheDocument();
  expect(screen.getByText('拖拽设计字段与关系')).toBeInTheDocument();
});

test('PageContainer renders title, subtitle and actions', () => {
  render(
    <PageContainer title="我的项目" subtitle="管理全部项目" extra={<button>新建项目</button>}>
      内容
    </PageContainer>,
  );
  expect(screen.getByRole('heading', { name: '我的项目' })).toBeInTheDocument();
  expect(screen.getByText('管理全部项目')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '新建项目' })).toBeInTheDocument();
});
