// Request helpers shared by the API tests: form posts, mailed codes, registered and admin accounts.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/domain/password';
import type { TestContext } from './test-app';

type Fields = Record<string, string | number>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export const body = <T = unknown>(response: LightMyRequestResponse) => response.json<Envelope<T>>();

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A form-encoded request (seed §7), optionally with a bearer token. */
export function call(ctx: TestContext, method: Method, url: string, fields?: Fields, token?: string) {
  const options: InjectOptions = { method, url: `/api/v1${url}`, headers: token ? bearer(token) : {} };
  if (fields) {
    options.payload = new URLSearchParams(
      Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    options.headers = { ...options.headers, 'content-type': 'application/x-www-form-urlencoded' };
  }
  return ctx.app.inject(options);
}

/** Sends a code through the API and returns it as read from the delivered mail. */
export async function mailedCode(ctx: TestContext, email: string, type: string): Promise<string> {
  const response = await call(ctx, 'POST', '/verification/send', { email, type });
  if (response.statusCode !== 200) throw new Error(`send failed: ${response.body}`);
  return ctx.sink.lastCode(email);
}

export interface Account {
  id: number;
  username: string;
  email: string;
  password: string;
}

export async function registerUser(
  ctx: TestContext,
  username = 'alice',
  password = 'secret123',
): Promise<Account> {
  const email = `${username.toLowerCase()}@example.com`;
  const verificationCode = await mailedCode(ctx, email, 'REGISTER');
  const response = await call(ctx, 'POST', '/users/register', {
    username,
    password,
    email,
    verificationCode,
  });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  return { id: body<{ id: number }>(response).data.id, username, email, password };
}

export async function login(ctx: TestContext, username: string, password: string): Promise<string> {
  const response = await call(ctx, 'POST', '/users/login', { username, password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return body<{ token: string }>(response).data.token;
}

/** An account created straight in the database with the given role (no code mail needed). */
export async function createAccount(
  ctx: TestContext,
  username: string,
  role: 'USER' | 'ADMIN' | 'SUPER_ADMIN' = 'USER',
  password = 'secret123',
): Promise<Account & { token: string }> {
  const now = ctx.clock.now();
  const email = `${username.toLowerCase()}@example.com`;
  const [row] = await ctx.db
    .insert(users)
    .values({
      username,
      email,
      passwordHash: await hashPassword(password),
      role,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  return { id: row.id, username, email, password, token: await login(ctx, username, password) };
}
