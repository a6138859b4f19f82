import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, formBody, ok, sampleUser, stubApi, userInfoReply } from '@modelsmith/shared/testing';
import { renderAt } from '../../testing/render-at';
import { enterpriseStatus, freeStatus, pageOf, plans, proQuote } from '../../testing/samples';

const billingPages = {
  'GET /membership/plans': () => ok(plans),
  'GET /balance': () => ok({ balanceCents: 0 }),
  'GET /balance/ledger': () => ok(pageOf([])),
  'GET /recharge/orders': () => ok(pageOf([])),
};

const planCard = (name: string) => screen.getByRole('region', { name }) as HTMLElement;

test('the three plans side by side with their prices and limits; the member’s plan, usage and the 12-month saving', async () => {
  stubApi({ ...billingPages, 'GET /users/membership': () => ok(freeStatus) });
  renderAt('/membership');
  await screen.findByText('当前会员');
  const free = planCard('免费版');
  const pro = planCard('专业版');
  const enterprise = planCard('企业版');
  expect(within(free).getByText('当前等级')).toBeInTheDocument();
  expect(within(free).getByRole('button', { name: '正在使用' })).toBeDisabled();
  expect(within(free).getByText('免费')).toBeInTheDocument();
  // The price per month, and the 1-month option.
  expect(within(pro).getAllByText('¥29.00')).toHaveLength(2);
  expect(within(enterprise).getAllByText('¥99.00')).toHaveLength(2);
  // Limits: projects, entities per project, own templates; null = 不限.
  expect(within(pro).getByText('50')).toBeInTheDocument();
  expect(within(pro).getByText('200')).toBeInTheDocument();
  expect(within(enterprise).getAllByText('不限')).toHaveLength(3);
  expect(within(free).getByText('不可用')).toBeInTheDocument();
  // Month options with their prices; 12 months cost 10.
  expect(within(pro).getByText('¥290.00')).toBeInTheDocument();
  expect(within(pro).getByText('省 ¥58.00')).toBeInTheDocument();
  expect(within(enterprise).getByText('省 ¥198.00')).toBeInTheDocument();
  expect(within(pro).getByText('12 个月按 10 个月计费')).toBeInTheDocument();
  // Usage of the plan in force.
  expect(screen.getByText('项目 2 / 3（免费版）')).toBeInTheDocument();
  expect(screen.getByText('自有模板 1 / 5（免费版）')).toBeInTheDocument();
  expect(within(pro).getByRole('button', { name: '开通专业版' })).toBeEnabled();
  expect(within(enterprise).getByRole('button', { name: '开通企业版' })).toBeEnabled();
});

test('buying asks for a quote, shows cost and balance after, sends the form and refreshes the header', async () => {
  let infoCalls = 0;
  const { sent } = stubApi({
    ...billingPages,
    'GET /users/membership': () => ok(freeStatus),
    'GET /users/membership/quote': () => ok(proQuote),
    'POST /users/membership/upgrade': () =>
      ok({
        membership: {
          ...freeStatus,
          level: 1,
          code: 'PRO',
          levelName: '专业版',
          name: '专业版',
          expiresAt: proQuote.expiresAt,
        },
        balanceCents: 21000,
        chargedCents: 29000,
        creditedCents: 0,
      }),
    'GET /users/info': () => {
      infoCalls += 1;
      return userInfoReply({
        ...sampleUser,
        balance: 21000,
        membershipInfo: { level: 1, name: '专业版', expiresAt: proQuote.expiresAt, limits: plans[1].limits },
      });
    },
  });
  renderAt('/membership');
  await screen.findByText('当前会员');
  const pro = planCard('专业版');
  await userEvent.click(within(pro).getByRole('radio', { name: /12 个月/ }));
  await userEvent.click(within(pro).getByRole('button', { name: '开通专业版' }));

  const dialog = await screen.findByRole('dialog', { name: '开通专业版' });
  await within(dialog).findByText('支付后余额');
  const quoteCall = sent.find((request) => request.url === '/users/membership/quote')!;
  expect(quoteCall.params).toEqual({ level: 1, months: 12 });
  const row = (label: string) => within(dialog).getByText(label).closest('tr')!;
  expect(within(row('价格')).getByText('¥290.00')).toBeInTheDocument();
  expect(within(row('价格')).getByText('省 ¥58.00')).toBeInTheDocument();
  expect(within(row('当前余额')).getByText('¥500.00')).toBeInTheDocument();
  expect(within(row('支付后余额')).getByText('¥210.00')).toBeInTheDocument();
  expect(within(dialog).queryByText('原等级折抵')).not.toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: '确认支付 ¥290.00' }));
  await waitFor(() => expect(infoCalls).toBe(1));
  const upgrade = sent.find((request) => request.url === '/users/membership/upgrade')!;
  expect(upgrade.headers.get('Content-Type')).toMatch(/application\/x-www-form-urlencoded/);
  expect(formBody(upgrade)).toEqual({ level: '1', months: '12' });
  expect(await screen.findByText(/已开通专业版，有效期至/)).toBeInTheDocument();
  // The membership is read again (its tag was invalidated).
  await waitFor(() => expect(sent.filter((request) => request.url === '/users/membership')).toHaveLength(2));
});

test('an upgrade states the pro-rata credit of the level it replaces', async () => {
  stubApi({
    ...billingPages,
    'GET /users/membership': () =>
      ok({
        ...freeStatus,
        level: 1,
        code: 'PRO',
        levelName: '专业版',
        name: '专业版',
        expiresAt: '2026-12-20T00:00:00.000Z',
        limits: plans[1].limits,
      }),
    'GET /users/membership/quote': () =>
      ok({
        ...proQuote,
        level: 2,
        levelName: '企业版',
        months: 1,
        priceCents: 9900,
        creditCents: 2523,
        payCents: 7377,
        balanceCents: 10000,
        balanceAfterCents: 2623,
      }),
  });
  renderAt('/membership');
  await screen.findByText('当前会员');
  expect(within(planCard('专业版')).getByRole('button', { name: '续费专业版' })).toBeEnabled();
  await userEvent.click(within(planCard('企业版')).getByRole('button', { name: '升级到企业版' }));
  const dialog = await screen.findByRole('dialog', { name: '升级到企业版' });
  const credit = (await within(dialog).findByText('原等级折抵')).closest('tr')!;
  expect(within(credit).getByText('−¥25.23')).toBeInTheDocument();
  expect(within(credit).getByText('专业版未用完的天数按比例折算')).toBeInTheDocument();
  expect(within(within(dialog).getByText('实付').closest('tr')!).getByText('¥73.77')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: '确认支付 ¥73.77' })).toBeEnabled();
});

test('余额不足: the quote says so, confirming is not offered, 去充值 opens /balance with the missing amount', async () => {
  const { sent } = stubApi({
    ...billingPages,
    'GET /users/membership': () => ok(freeStatus),
    'GET /users/membership/quote': () =>
      ok({ ...proQuote, balanceCents: 5000, balanceAfterCents: -24000, affordable: false }),
  });
  const router = renderAt('/membership');
  await screen.findByText('当前会员');
  await userEvent.click(within(planCard('专业版')).getByRole('radio', { name: /12 个月/ }));
  await userEvent.click(within(planCard('专业版')).getByRole('button', { name: '开通专业版' }));
  const dialog = await screen.findByRole('dialog', { name: '开通专业版' });
  expect(await within(dialog).findByText('余额不足，还差 ¥240.00')).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: /确认支付/ })).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: /去充值/ }));
  expect(router.state.location.pathname).toBe('/balance');
  expect(router.state.location.search).toBe('?recharge=24000');
  expect(sent.some((request) => request.url === '/users/membership/upgrade')).toBe(false);
  // The balance page opens the recharge with that amount.
  expect(await screen.findByText('开通会员还差 ¥240.00，已为您填好充值金额')).toBeInTheDocument();
  expect(screen.getByRole('spinbutton', { name: '充值金额（元）' })).toHaveValue('240.00');
});

test('the server’s 400 余额不足 (the balance changed meanwhile) also leads to the recharge', async () => {
  let quotes = 0;
  stubApi({
    ...billingPages,
    'GET /users/membership': () => ok(freeStatus),
    'GET /users/membership/quote': () => {
      quotes += 1;
      return ok(
        quotes === 1
          ? proQuote
          : { ...proQuote, balanceCents: 1000, balanceAfterCents: -28000, affordable: false },
      );
    },
    'POST /users/membership/upgrade': () => fail(400, '余额不足'),
  });
  const router = renderAt('/membership');
  await screen.findByText('当前会员');
  await userEvent.click(within(planCard('专业版')).getByRole('radio', { name: /12 个月/ }));
  await userEvent.click(within(planCard('专业版')).getByRole('button', { name: '开通专业版' }));
  const dialog = await screen.findByRole('dialog', { name: '开通专业版' });
  await userEvent.click(await within(dialog).findByRole('button', { name: '确认支付 ¥290.00' }));
  expect(await within(dialog).findByText('余额不足，还差 ¥280.00')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: /去充值/ }));
  expect(router.state.location.search).toBe('?recharge=28000');
});

test('a level below the active one is not offered, with the reason', async () => {
  stubApi({ ...billingPages, 'GET /users/membership': () => ok(enterpriseStatus) });
  renderAt('/membership');
  await screen.findByText('当前会员');
  const pro = planCard('专业版');
  expect(within(pro).getByRole('button', { name: '不可降级' })).toBeDisabled();
  expect(
    within(pro).getByText(/当前为企业版（有效期至 .+），不能购买较低的专业版；到期后可重新选择/),
  ).toBeInTheDocument();
  for (const radio of within(pro).getAllByRole('radio')) expect(radio).toBeDisabled();
  expect(within(planCard('免费版')).getByRole('button', { name: '不可降级' })).toBeDisabled();
  expect(
    within(planCard('免费版')).getByText(/当前为企业版（有效期至 .+），到期后自动回到免费版/),
  ).toBeInTheDocument();
  expect(within(planCard('企业版')).getByRole('button', { name: '续费企业版' })).toBeEnabled();
  expect(screen.getByText('项目 12（企业版，不限数量）')).toBeInTheDocument();
});
