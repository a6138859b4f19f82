import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectUser } from '@modelsmith/shared/session';
import { store } from '@modelsmith/shared/store';
import { validToken } from '@modelsmith/shared/testing';
import {
  fail,
  formBody,
  ok,
  renderApp,
  resetSession,
  sampleUser,
  stubApi,
  userInfoReply,
} from '../../testing/render-app';

beforeEach(resetSession);

const token = validToken({ sub: '7' });

async function submitPasswordLogin(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(await screen.findByPlaceholderText('用户名'), username);
  if (password) await user.type(screen.getByPlaceholderText('密码'), password);
  await user.click(await screen.findByRole('button', { name: /登\s*录/ }));
}

test('empty fields show a Chinese message on each field and send nothing', async () => {
  const { sent } = stubApi({});
  renderApp('/login');
  await submitPasswordLogin('', '');
  expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
  expect(screen.getByText('请输入密码')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test('a successful login returns to the full redirect path and stores the session', async () => {
  const { sent } = stubApi({
    'POST /users/login': () => ok({ token }),
    'GET /users/info': () => userInfoReply(sampleUser),
  });
  const router = renderApp(`/login?redirect=${encodeURIComponent('/projects?tab=mine&keyword=商城')}`);
  await submitPasswordLogin('alice', 'secret123');

  await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
  expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('商城');
  const [login] = sent;
  if (!login) throw new Error('登录请求未发出');
  expect(formBody(login)).toEqual({ username: 'alice', password: 'secret123' });
  expect(login.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
  expect(localStorage.getItem('token')).toBe(token);
  expect(selectUser(store.getState())?.username).toBe('alice');
});

test('without a redirect, or with one leading off the site, login goes to /dashboard', async () => {
  stubApi({
    'POST /users/login': () => ok({ token }),
    'GET /users/info': () => userInfoReply(sampleUser),
  });
  const router = renderApp('/login?redirect=%2F%2Fevil.example.com%2Fsteal');
  await submitPasswordLogin('alice', 'secret123');
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
});

test('a wrong password shows the server message and stays on /login without a session', async () => {
  stubApi({ 'POST /users/login': () => fail(401, '用户名或密码错误') });
  const router = renderApp('/login');
  await submitPasswordLogin('alice', 'wrong1234');
  expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  expect(localStorage.getItem('token')).toBeNull();
});

test('email-code login sends the LOGIN code and logs in with it', async () => {
  let secondsLeft = 0;
  const { sent } = stubApi({
    'GET /verification/check-interval': () => ok(secondsLeft),
    'POST /verification/send': () => {
      secondsLeft = 60;
      return ok(null);
    },
    'POST /users/login-by-email': () => ok({ token }),
    'GET /users/info': () => userInfoReply(sampleUser),
  });
  const router = renderApp('/login');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: '验证码登录' }));
  await user.type(screen.getByPlaceholderText('邮箱'), 'alice@example.com');
  await user.click(screen.getByRole('button', { name: '发送验证码' }));

  expect(await screen.findByRole('button', { name: /60 秒后重新发送/ })).toBeDisabled();
  const send = sent.find((request) => request.url === '/verification/send');
  expect(formBody(send!)).toEqual({ email: 'alice@example.com', type: 'LOGIN' });

  await user.type(screen.getByPlaceholderText('验证码'), '123456');
  const loginButtons = screen.getAllByRole('button', { name: /^登\s*录$/ });
  await user.click(loginButtons[loginButtons.length - 1]);
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  const login = sent.find((request) => request.url === '/users/login-by-email');
  expect(formBody(login!)).toEqual({ email: 'alice@example.com', verificationCode: '123456' });
});

test('forgot password resets it with a RESET_PASSWORD code and the new password', async () => {
  const { sent } = stubApi({
    'GET /verification/check-interval': () => ok(0),
    'POST /verification/send': () => ok(null),
    'POST /users/password/reset': () => ok(null),
  });
  renderApp('/login');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '忘记密码？' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(screen.getByLabelText('邮箱'), 'alice@example.com');
  await user.type(screen.getByLabelText('新密码'), 'newpass123');
  await user.type(screen.getByLabelText('确认新密码'), 'newpass124');
  await user.click(screen.getByRole('button', { name: /重置密码/ }));
  expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
  expect(await screen.findByText('请输入验证码')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '发送验证码' }));
  await waitFor(() => expect(sent.some((request) => request.url === '/verification/send')).toBe(true));
  const send = sent.find((request) => request.url === '/verification/send');
  expect(formBody(send!)).toEqual({ email: 'alice@example.com', type: 'RESET_PASSWORD' });

  await user.type(screen.getByLabelText('验证码'), '654321');
  await user.clear(screen.getByLabelText('确认新密码'));
  await user.type(screen.getByLabelText('确认新密码'), 'newpass123');
  await user.click(screen.getByRole('button', { name: /重置密码/ }));
  expect(await screen.findByText('密码已重置，请使用新密码登录')).toBeInTheDocument();
  const reset = sent.find((request) => request.url === '/users/password/reset');
  expect(formBody(reset!)).toEqual({
    email: 'alice@example.com',
    verificationCode: '654321',
    newPassword: 'newpass123',
  });
  await waitFor(() => expect(dialog).not.toBeVisible());
});
