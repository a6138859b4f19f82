import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@modelsmith/shared/http';
import {
  fail,
  installAdapter,
  jsonBody,
  ok,
  type SentRequest,
  stubApi,
  type StubReply,
} from '@modelsmith/shared/testing';
import { renderAt } from '../../../testing/render-at';
import { pageOf, pendingOrder, rejectedOrder, stats } from '../../../testing/samples';

const reviewCalls = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST');
const orderReads = (sent: SentRequest[]) =>
  sent.filter((request) => request.url === '/admin/recharge/orders');

const rowOf = async (orderNo: string) => (await screen.findByText(orderNo)).closest('tr') as HTMLElement;

test('the desk shows the figures and every order with user, amount, channel, reference, status and reason', async () => {
  stubApi({
    'GET /admin/stats': () => ok(stats),
    'GET /admin/recharge/orders': () => ok(pageOf([pendingOrder, rejectedOrder])),
  });
  renderAt('/admin/recharge');
  const pending = await rowOf('R202611230001');
  expect(within(pending).getByText('alice')).toBeInTheDocument();
  expect(within(pending).getByText('¥100.00')).toBeInTheDocument();
  expect(within(pending).getByText('微信')).toBeInTheDocument();
  expect(within(pending).getByText('WX4200001234')).toBeInTheDocument();
  expect(within(pending).getByText('待审核')).toBeInTheDocument();
  expect(within(pending).getByRole('button', { name: /通\s?过/ })).toBeEnabled();
  const rejected = await rowOf('R202611220009');
  expect(within(rejected).getByText('支付宝')).toBeInTheDocument();
  expect(within(rejected).getByText('已拒绝')).toBeInTheDocument();
  expect(within(rejected).getByText('原因：未查到该笔转账')).toBeInTheDocument();
  expect(within(rejected).queryByRole('button', { name: /通\s?过|拒\s?绝/ })).not.toBeInTheDocument();

  const figure = (title: string) => screen.getByRole('generic', { name: title });
  expect(await within(figure('待审核订单')).findByText('2')).toBeInTheDocument();
  expect(within(figure('待审核金额')).getByText('¥150.00')).toBeInTheDocument();
  expect(within(figure('本月已到账')).getByText('¥888.00')).toBeInTheDocument();
  expect(within(figure('本月已到账')).getByText(/共 4 笔/)).toBeInTheDocument();
  expect(within(figure('用户')).getByText('12')).toBeInTheDocument();
});

test('the status filter and the username search go to the server', async () => {
  const { sent } = stubApi({
    'GET /admin/stats': () => ok(stats),
    'GET /admin/recharge/orders': () => ok(pageOf([pendingOrder])),
  });
  renderAt('/admin/recharge');
  await rowOf('R202611230001');
  expect(orderReads(sent)[0].params).toEqual({ current: 1, size: 10 });
  await userEvent.type(screen.getByPlaceholderText('用户名'), ' alice ');
  await userEvent.click(screen.getByRole('combobox', { name: '状态' }));
  await userEvent.click(await screen.findByTitle('待审核'));
  await userEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
  await waitFor(() =>
    expect(orderReads(sent).at(-1)?.params).toEqual({
      current: 1,
      size: 10,
      username: 'alice',
      status: 'PENDING',
    }),
  );
});

test('approving asks first, naming the user and amount; a double click sends one call and the buttons wait', async () => {
  let answer: (reply: StubReply) => void = () => undefined;
  const { sent } = installAdapter(http, (request) => {
    if (request.url === '/admin/stats') return ok(stats);
    if (request.url === '/admin/recharge/orders') return ok(pageOf([pendingOrder]));
    if (request.url === '/admin/recharge/orders/31/approve')
      return new Promise<StubReply>((resolve) => (answer = resolve));
    return fail(404, `未预期的请求 ${request.url}`);
  });
  renderAt('/admin/recharge');
  const row = await rowOf('R202611230001');
  await userEvent.click(within(row).getByRole('button', { name: /通\s?过/ }));
  const confirm = await screen.findByRole('tooltip');
  expect(within(confirm).getByText('通过 alice 的充值？')).toBeInTheDocument();
  expect(within(confirm).getByText(/通过后该用户余额立即增加 ¥100\.00/)).toBeInTheDocument();
  expect(reviewCalls(sent)).toHaveLength(0);

  await userEvent.dblClick(within(confirm).getByRole('button', { name: '确认通过' }));
  await waitFor(() => expect(within(row).getByRole('button', { name: /拒\s?绝/ })).toBeDisabled());
  expect(within(row).getByRole('button', { name: /通\s?过/ })).toBeDisabled();
  const readsBefore = orderReads(sent).length;
  answer(ok({ ...pendingOrder, status: 'APPROVED', reviewedAt: '2026-11-23T03:00:00.000Z' }));
  expect(await screen.findByText('已通过：alice 的余额增加 ¥100.00')).toBeInTheDocument();
  expect(reviewCalls(sent).map((request) => request.url)).toEqual(['/admin/recharge/orders/31/approve']);
  await waitFor(() => expect(orderReads(sent).length).toBeGreaterThan(readsBefore));
});

test('a 409 (another admin reviewed first) shows the server’s message and refreshes the list', async () => {
  let reads = 0;
  const { sent } = stubApi({
    'GET /admin/stats': () => ok(stats),
    'GET /admin/recharge/orders': () => {
      reads += 1;
      return ok(pageOf([reads === 1 ? pendingOrder : { ...pendingOrder, status: 'APPROVED' }]));
    },
    'POST /admin/recharge/orders/31/approve': () => fail(409, '该订单已被其他管理员审核（已到账）'),
  });
  renderAt('/admin/recharge');
  const row = await rowOf('R202611230001');
  await userEvent.click(within(row).getByRole('button', { name: /通\s?过/ }));
  await userEvent.click(await screen.findByRole('button', { name: '确认通过' }));
  expect(await screen.findByText('该订单已被其他管理员审核（已到账）')).toBeInTheDocument();
  expect(await within(await rowOf('R202611230001')).findByText('已到账')).toBeInTheDocument();
  expect(orderReads(sent)).toHaveLength(2);
  expect(reviewCalls(sent)).toHaveLength(1);
});

test('rejecting needs a reason (at most 200 characters) and sends it as JSON', async () => {
  const { sent } = stubApi({
    'GET /admin/stats': () => ok(stats),
    'GET /admin/recharge/orders': () => ok(pageOf([pendingOrder])),
    'POST /admin/recharge/orders/31/reject': () =>
      ok({ ...pendingOrder, status: 'REJECTED', rejectReason: '凭证号不存在' }),
  });
  renderAt('/admin/recharge');
  const row = await rowOf('R202611230001');
  await userEvent.click(within(row).getByRole('button', { name: /拒\s?绝/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('拒绝充值')).toBeInTheDocument();
  expect(within(dialog).getByText('alice')).toBeInTheDocument();
  expect(within(dialog).getByText('¥100.00')).toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
  expect(await within(dialog).findByText('请填写拒绝原因')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('拒绝原因'), '   ');
  await userEvent.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
  expect(await within(dialog).findByText('请填写拒绝原因')).toBeInTheDocument();
  expect(reviewCalls(sent)).toHaveLength(0);
  expect(within(dialog).getByLabelText('拒绝原因')).toHaveAttribute('maxlength', '200');

  await userEvent.clear(within(dialog).getByLabelText('拒绝原因'));
  await userEvent.type(within(dialog).getByLabelText('拒绝原因'), ' 凭证号不存在 ');
  await userEvent.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
  expect(await screen.findByText('已拒绝订单 R202611230001')).toBeInTheDocument();
  const calls = reviewCalls(sent);
  expect(calls.map((request) => request.url)).toEqual(['/admin/recharge/orders/31/reject']);
  expect(jsonBody(calls[0])).toEqual({ reason: '凭证号不存在' });
});

test('a failed list read shows the error with a retry', async () => {
  stubApi({
    'GET /admin/stats': () => ok(stats),
    'GET /admin/recharge/orders': () => fail(403, '您没有权限访问此页面'),
  });
  renderAt('/admin/recharge');
  expect((await screen.findAllByText('您没有权限访问此页面')).length).toBeGreaterThan(0);
  expect(screen.getByRole('button', { name: /重\s?试/ })).toBeInTheDocument();
});

test('a reject that finds the order already reviewed closes the dialog and refreshes the list', async () => {
  const { sent } = stubApi({
    'GET /admin/stats': () => ok(stats),
    'GET /admin/recharge/orders': () => ok(pageOf([pendingOrder])),
    'POST /admin/recharge/orders/31/reject': () => fail(409, '该订单已到账，不能再审核'),
  });
  renderAt('/admin/recharge');
  const row = await rowOf('R202611230001');
  await userEvent.click(within(row).getByRole('button', { name: /拒\s?绝/ }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('拒绝原因'), '凭证号不存在');
  await userEvent.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
  expect(await screen.findByText('该订单已到账，不能再审核')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(orderReads(sent)).toHaveLength(2));
});
