// Outgoing mail: nodemailer to SMTP_URL, or (no SMTP_URL, dev mode) the mail written to the server log.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailPluginOptions {
  smtpUrl: string | null;
  from: string;
}

async function mailPlugin(app: FastifyInstance, options: MailPluginOptions) {
  if (options.smtpUrl === null) {
    app.log.warn('未设置 SMTP_URL：邮件不会发出，只写入服务器日志（开发模式）');
    app.decorate('mailer', {
      async send(mail: Mail) {
        app.log.info(
          { mail: { from: options.from, ...mail } },
          `邮件（未发送）→ ${mail.to}：${mail.subject}\n${mail.text}`,
        );
      },
    });
    return;
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  app.decorate('mailer', {
    async send(mail: Mail) {
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  });
  app.addHook('onClose', async () => transport.close());
}

export default fp(mailPlugin, { name: 'mail' });
