import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonBody, ok, stubApi } from '@modelsmith/shared/testing';
import { renderAt } from '../../testing/render-at';
import { ledgerRows, pageOf, pendingOrder, rejectedOrder } from '../../testing/samples';
import { balancePoints } from './components/balance-chart';

const alipayCode = {
  id: 4,
  name: '站长支付宝',
  channel: 'ALIPAY',
  imageUrl: '/uploads/qrcodes/alipay.png',
  accountName: '杭州模型工匠科技',
};

const balancePage = {
  'GET /balance': () => ok({ balanceCents: 7100 }),
  'GET /balance/ledger': () => ok(pageOf(ledgerRows)),
  'GET /recharge/orders': () => ok(pageOf([pendingOrder, rejectedOrder])),
};

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

test('the balance, its trend and the ledger with type, signed amounts and balance after; filtered by type', async () => {
  const { sent } = stubApi(balancePage);
  renderAt('/balance');
  expect(await screen.findByText('¥71.00')).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: '余额走势图' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: '余额流水' }));
  const bought = (await screen.findByText('购买专业版 1 个月')).closest('tr')!;
  expect(within(bought).getByText('购买会员')).toBeInTheDocument();
  expect(within(bought).getByText('−¥29.00')).toBeInTheDocument();
  expect(within(bought).getByText('¥71.00')).toBeInTheDocument();
  expect(within(bought).getByText('M20261120')).toBeInTheDocument();
  const recharged = rowOf('充值到账');
  expect(within(recharged).getByText('充值')).toBeInTheDocument();
  expect(within(recharged).getByText('+¥100.00')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('combobox', { name: '流水类型' }));
  await userEvent.click(await screen.findByTitle('会员折抵'));
  await waitFor(() =>
    expect(sent.filter((request) => request.url === '/balance/ledger').at(-1)?.params).toEqual({
      current: 1,
      size: 10,
      type: 'CREDIT',
    }),
  );
});

test('recharge: amount → channel → that channel’s QR code and account → reference → a PENDING order, JSON body', async () => {
  const { sent } = stubApi({
    ...balancePage,
    'GET /recharge/qrcodes': () => ok([alipayCode]),
    'POST /recharge/orders': () =>
      ok({
        ...pendingOrder,
        id: 32,
        orderNo: 'R202611230002',
        channel: 'ALIPAY',
        paymentReference: '2026112322001',
      }),
  });
  renderAt('/balance');
  await screen.findByText('¥71.00');
  const next = () => screen.getByRole('button', { name: /下一步/ });
  expect(next()).toBeDisabled();
  await userEvent.click(screen.getByRole('radio', { name: '¥100.00' }));
  expect(screen.getByRole('spinbutton', { name: '充值金额（元）' })).toHaveValue('100.00');
  await userEvent.click(next());

  expect(next()).toBeDisabled();
  await userEvent.click(screen.getByRole('radio', { name: '支付宝' }));
  await userEvent.click(next());

  const image = await screen.findByRole('img', { name: '支付宝收款码 站长支付宝' });
  expect(image).toHaveAttribute('src', '/uploads/qrcodes/alipay.png');
  expect(screen.getByText('收款账户：杭州模型工匠科技')).toBeInTheDocument();
  expect(sent.find((request) => request.url === '/recharge/qrcodes')?.params).toEqual({ channel: 'ALIPAY' });
  const submit = screen.getByRole('button', { name: /提交充值单/ });
  expect(submit).toBeDisabled();
  await userEvent.type(screen.getByRole('textbox', { name: '付款凭证号' }), ' 2026112322001 ');
  await userEvent.click(submit);

  expect(await screen.findByText('充值单已提交，等待管理员审核')).toBeInTheDocument();
  const filed = sent.find((request) => request.method === 'POST' && request.url === '/recharge/orders')!;
  expect(filed.headers.get('Content-Type')).toMatch(/application\/json/);
  expect(jsonBody(filed)).toEqual({
    amountCents: 10000,
    channel: 'ALIPAY',
    paymentReference: '2026112322001',
  });
  expect(screen.getByText(/订单号 R202611230002/)).toBeInTheDocument();
  // Filing changes nothing in the balance: it is not read again, only the orders are.
  await waitFor(() =>
    expect(
      sent.filter((request) => request.url === '/recharge/orders' && request.method === 'GET'),
    ).toHaveLength(2),
  );
  expect(sent.filter((request) => request.url === '/balance')).toHaveLength(1);
});

test('a custom amount outside ¥1–¥50,000 cannot go on; a channel without a code says to contact the admin', async () => {
  stubApi({ ...balancePage, 'GET /recharge/qrcodes': () => ok([]) });
  renderAt('/balance');
  await screen.findByText('¥71.00');
  const amount = screen.getByRole('spinbutton', { name: '充值金额（元）' });
  await userEvent.type(amount, '0.5');
  expect(screen.getByRole('button', { name: /下一步/ })).toBeDisabled();
  await userEvent.clear(amount);
  await userEvent.type(amount, '88.8');
  expect(screen.getByRole('button', { name: /下一步/ })).toBeEnabled();
  await userEvent.click(screen.getByRole('button', { name: /下一步/ }));
  await userEvent.click(screen.getByRole('radio', { name: '微信' }));
  await userEvent.click(screen.getByRole('button', { name: /下一步/ }));
  expect(await screen.findByText('暂无可用的微信收款码')).toBeInTheDocument();
  expect(screen.getByText(/请联系管理员添加收款码/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /提交充值单/ })).toBeDisabled();
});

test('the orders show their status tags and reject reason; a pending one is cancelled after a confirm; status filter', async () => {
  const { sent } = stubApi({
    ...balancePage,
    'POST /recharge/orders/31/cancel': () => ok({ ...pendingOrder, status: 'CANCELLED' }),
  });
  renderAt('/balance');
  const pending = (await screen.findByText('R202611230001')).closest('tr')!;
  expect(within(pending).getByText('待审核')).toBeInTheDocument();
  expect(within(pending).getByText('¥100.00')).toBeInTheDocument();
  expect(within(pending).getByText('微信')).toBeInTheDocument();
  const rejected = rowOf('R202611220009');
  expect(within(rejected).getByText('已拒绝')).toBeInTheDocument();
  expect(within(rejected).getByText('原因：未查到该笔付款')).toBeInTheDocument();
  expect(within(rejected).queryByRole('button', { name: /取消/ })).not.toBeInTheDocument();

  await userEvent.click(within(pending).getByRole('button', { name: /取\s?消/ }));
  expect(sent.some((request) => request.url.endsWith('/cancel'))).toBe(false);
  await userEvent.click(await screen.findByRole('button', { name: '取消充值单' }));
  await waitFor(() =>
    expect(sent.some((request) => request.url === '/recharge/orders/31/cancel')).toBe(true),
  );
  expect(await screen.findByText('已取消充值单 R202611230001')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('combobox', { name: '订单状态' }));
  await userEvent.click(await screen.findByTitle('已到账'));
  await waitFor(() =>
    expect(sent.filter((request) => request.url === '/recharge/orders').at(-1)?.params).toEqual({
      current: 1,
      size: 10,
      status: 'APPROVED',
    }),
  );
});

test('the trend runs oldest first from the balance before the first row to now', () => {
  const now = Date.parse('2026-11-23T00:00:00.000Z');
  expect(balancePoints(ledgerRows, 7100, now).map((point) => point.cents)).toEqual([0, 10000, 7100, 7100]);
  expect(balancePoints([], 0, now)).toEqual([]);
});
