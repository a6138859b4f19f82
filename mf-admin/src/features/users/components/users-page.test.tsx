import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, sampleUser, stubApi } from '@modelsmith/shared/testing';
import { adminUser, renderAt } from '../../../testing/render-at';
import { pageOf } from '../../../testing/samples';

const { membershipInfo: _membership, ...alice } = { ...sampleUser, balance: 12_300 };
const { membershipInfo: _adminMembership, ...admin } = adminUser;

test('/admin/users lists the accounts with balance; disabling another account asks first, one’s own cannot be', async () => {
  const { sent } = stubApi({
    'GET /users/page': () => ok(pageOf([admin, alice])),
    'PUT /users/7/status': () => ok({ ...alice, status: 0 }),
  });
  renderAt('/admin/users');
  const row = (await screen.findByText('alice@example.com')).closest('tr') as HTMLElement;
  expect(within(row).getByText('¥123.00')).toBeInTheDocument();
  const own = screen.getByText('admin').closest('tr') as HTMLElement;
  expect(within(own).getByText('当前账号')).toBeInTheDocument();

  await userEvent.click(within(row).getByRole('button', { name: /禁\s?用/ }));
  expect(await screen.findByText('禁用 alice？')).toBeInTheDocument();
  expect(sent.some((request) => request.method === 'PUT')).toBe(false);
  await userEvent.click(within(screen.getByRole('tooltip')).getByRole('button', { name: /禁\s?用/ }));
  await waitFor(() =>
    expect(sent.find((request) => request.method === 'PUT')?.params).toEqual({ status: 0 }),
  );
  expect(await screen.findByText('已禁用 alice')).toBeInTheDocument();
});
