// Real accounts through the real API and the real mail: the fast path for specs that are not about registering.
import { readTopology } from '../harness/topology';
import { readVerificationCode } from './harness-client';

export interface Account {
  username: string;
  password: string;
  email: string;
}

let counter = 0;

/** A fresh identity per call: codes have a 60 s resend interval per address, so addresses are never reused. */
export function newAccount(prefix = 'user'): Account {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${process.pid % 1000}`;
  return { username: `${prefix}_${tag}`, password: `Passw0rd${tag}`, email: `${prefix}.${tag}@example.com` };
}

async function call(
  path: string,
  fields: Record<string, string>,
): Promise<{ code: number; message: string; data: unknown }> {
  const response = await fetch(`${readTopology().baseURL}/api/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const body = (await response.json()) as { code: number; message: string; data: unknown };
  if (body.code !== 200) throw new Error(`${path} 失败：${body.code} ${body.message}`);
  return body;
}

/** Sends a verification code by the API and reads it from the SMTP sink. */
export async function requestCode(
  email: string,
  type: 'REGISTER' | 'LOGIN' | 'RESET_PASSWORD',
): Promise<string> {
  const since = Date.now();
  await call('/verification/send', { email, type });
  return readVerificationCode(email, since);
}

export async function registerAccount(prefix?: string): Promise<Account> {
  const account = newAccount(prefix);
  const verificationCode = await requestCode(account.email, 'REGISTER');
  await call('/users/register', { ...account, verificationCode });
  return account;
}

export async function apiLogin(username: string, password: string): Promise<string> {
  const body = await call('/users/login', { username, password });
  return (body.data as { token: string }).token;
}
