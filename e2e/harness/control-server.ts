// The specs' one door into the harness: read mails from the SMTP sink, switch a remote origin off and on.
import http from 'node:http';
import type { SmtpSink } from './smtp-sink';
import type { StaticOrigin } from './static-origin';

export async function startControlServer(
  port: number,
  sink: SmtpSink,
  origins: Record<string, StaticOrigin>,
): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://control');
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (request.method === 'GET' && url.pathname === '/mails') {
      const to = url.searchParams.get('to')?.toLowerCase();
      return send(200, to ? sink.mails.filter((mail) => mail.to.includes(to)) : sink.mails);
    }
    const match = /^\/remotes\/(\w+)\/(down|up)$/.exec(url.pathname);
    const origin = match ? origins[match[1]] : undefined;
    if (request.method === 'POST' && match && origin) {
      const action = match[2] === 'down' ? origin.down() : origin.up();
      action.then(
        () => send(200, { ok: true }),
        (error: Error) => send(500, { error: error.message }),
      );
      return;
    }
    send(404, { error: 'unknown control call' });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return server;
}
