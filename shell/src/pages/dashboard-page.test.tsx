import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ok, renderInApp, resetSession, signInAs, stubApi } from '@modelsmith/shared/testing';
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
