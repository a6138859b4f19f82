// Talks to the harness control server: mails the API really sent, and the remote origins' switches.
import { readTopology, type RemoteName } from '../harness/topology';

interface Mail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: number;
}

/** Waits for a mail to `email` received after `since` and returns the 6-digit code in it. */
export async function readVerificationCode(
  email: string,
  since: number,
  timeoutMs = 15_000,
): Promise<string> {
  const { controlURL } = readTopology();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${controlURL}/mails?to=${encodeURIComponent(email)}`);
    const mails = (await response.json()) as Mail[];
    const fresh = mails.filter((mail) => mail.receivedAt >= since).pop();
    const code = fresh && /(?<!\d)(\d{6})(?!\d)/.exec(`${fresh.subject}\n${fresh.text}`)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${timeoutMs / 1000} 秒内未收到发往 ${email} 的验证码邮件`);
}

export async function mailsTo(email: string): Promise<Mail[]> {
  const response = await fetch(`${readTopology().controlURL}/mails?to=${encodeURIComponent(email)}`);
  return (await response.json()) as Mail[];
}

async function switchRemote(name: RemoteName, state: 'down' | 'up'): Promise<void> {
  const response = await fetch(`${readTopology().controlURL}/remotes/${name}/${state}`, { method: 'POST' });
  if (!response.ok) throw new Error(`无法切换 ${name} 为 ${state}：${await response.text()}`);
}

export const takeRemoteDown = (name: RemoteName) => switchRemote(name, 'down');
export const bringRemoteUp = (name: RemoteName) => switchRemote(name, 'up');
