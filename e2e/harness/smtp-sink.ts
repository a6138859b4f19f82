// A real SMTP server the API delivers to; every parsed mail is kept in memory for the specs to read.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: number;
}

export interface SmtpSink {
  mails: ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpSink(port: number): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          mails.push({
            to: recipients,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            receivedAt: Date.now(),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
