import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ok, renderInApp, resetSession, sampleUser, signInAs, stubApi } from '@modelsmith/shared/testing';
import { DashboardPage } from './dashboard-page';

const page = <T,>(records: T[], total = records.length) => ({ records, total, current: 1, size: 100 });

beforeEach(() => {
  resetSession();
  signInAs();
});

test('the dashboard counts the user’s projects, entities, snapshots (over every project) and own templates', async () => {
  const projects = Array.from({ length: 150 }, (_, i) => ({ id: i + 1, snapshotCount: i < 3 ? 2 : 0 }));
  const { sent } = stubApi({
    'GET /entities': () => ok(page([], 42)),
    'GET /templates/my': () => ok(page([], 4)),
    'GET /projects': (request) => {
      const { current } = request.params as { current: number };
      const slice = projects.slice((current - 1) * 100, current * 100);
      return ok({ ...page(slice, projects.length), current });
    },
  });
  renderInApp(
    <MemoryRouter>
      <DashboardPage />
    </MemoryRouter>,
  );
  const card = (await screen.findByText('我的模型')).closest('.ant-card') as HTMLElement;
  const statistic = (title: string) => within(card).getByText(title).closest('.ant-statistic') as HTMLElement;
  expect(await within(statistic('项目')).findByText('150')).toBeInTheDocument();
  expect(within(statistic('实体')).getByText('42')).toBeInTheDocument();
  expect(within(statistic('代码快照')).getByText('6')).toBeInTheDocument();
  expect(within(statistic('我的模板')).getByText('4')).toBeInTheDocument();
  expect(sent.filter((request) => request.url === '/projects')).toHaveLength(2);
});

const modelCounts = {
  'GET /entities': () => ok(page([], 0)),
  'GET /templates/my': () => ok(page([], 0)),
  'GET /projects': () => ok(page([], 0)),
};

const stats = {
  users: 12,
  pendingOrders: 3,
  pendingAmountCents: 25_000,
  approvedThisMonthOrders: 4,
  approvedThisMonthCents: 88_800,
  balancesCents: 123_456,
};

const renderDashboard = () =>
  renderInApp(
    <MemoryRouter>
      <DashboardPage />
    </MemoryRouter>,
  );

test.each(['ADMIN', 'SUPER_ADMIN'] as const)(
  '%s: the dashboard shows the recharges waiting for review, with a link to the desk',
  async (role) => {
    resetSession();
    signInAs({ ...sampleUser, role });
    const { sent } = stubApi({ ...modelCounts, 'GET /admin/stats': () => ok(stats) });
    renderDashboard();
    const card = (await screen.findByText('充值审核')).closest('.ant-card') as HTMLElement;
    const statistic = (title: string) =>
      within(card).getByText(title).closest('.ant-statistic') as HTMLElement;
    expect(await within(statistic('待审核')).findByText('3')).toBeInTheDocument();
    expect(within(statistic('待审核金额')).getByText('¥250.00')).toBeInTheDocument();
    expect(within(statistic('本月已到账')).getByText('¥888.00')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '去审核' })).toHaveAttribute('href', '/admin/recharge');
    expect(sent.filter((request) => request.url === '/admin/stats')).toHaveLength(1);
  },
);

test('a normal user never sees the desk card and never calls /admin', async () => {
  const { sent } = stubApi(modelCounts);
  renderDashboard();
  await screen.findByText('我的模型');
  await waitFor(() => expect(sent.some((request) => request.url === '/projects')).toBe(true));
  expect(screen.queryByText('充值审核')).not.toBeInTheDocument();
  expect(sent.filter((request) => request.url.startsWith('/admin'))).toEqual([]);
});
