// Outgoing mail: delivered over SMTP_URL with MAIL_FROM as sender, or (no SMTP_URL) written to the log and not sent.
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import mailPlugin from '../../src/plugins/mail';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink';

const FROM = '模型工匠 <no-reply@modelsmith.test>';
const MAIL = { to: 'vera@example.com', subject: '【模型工匠】注册验证码', text: '验证码为：123456' };

async function mailApp(smtpUrl: string | null, lines: string[] = []): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  await app.register(mailPlugin, { smtpUrl, from: FROM });
  await app.ready();
  return app;
}

describe('mail plugin with SMTP_URL', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('delivers the mail to the SMTP server, from MAIL_FROM', async () => {
    const app = await mailApp(sink.url);
    await app.mailer.send(MAIL);
    await app.close();
    expect(sink.mails).toEqual([
      {
        to: ['vera@example.com'],
        from: expect.stringContaining('no-reply@modelsmith.test'),
        subject: MAIL.subject,
        text: expect.stringContaining(MAIL.text),
      },
    ]);
  });

  it('rejects the send when the SMTP server cannot be reached, so the caller can take a code back', async () => {
    const closed = await startSmtpSink();
    await closed.close();
    const app = await mailApp(closed.url);
    await expect(app.mailer.send(MAIL)).rejects.toThrow();
    await app.close();
  });
});

describe('mail plugin without SMTP_URL (dev mode)', () => {
  it('warns once that mail is not sent and writes each mail, code included, to the log', async () => {
    const lines: string[] = [];
    const app = await mailApp(null, lines);
    await app.mailer.send(MAIL);
    await app.close();
    const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string; mail?: unknown });
    expect(entries.filter((e) => e.msg.includes('未设置 SMTP_URL'))).toEqual([
      expect.objectContaining({ level: 40 }),
    ]);
    const logged = entries.find((e) => e.mail !== undefined);
    expect(logged?.mail).toEqual({ from: FROM, ...MAIL });
    expect(logged?.msg).toContain('邮件（未发送）→ vera@example.com');
    expect(logged?.msg).toContain('验证码为：123456');
  });
});
