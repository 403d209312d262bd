import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestClient } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';
import { Outbox } from '../src/mail/entity.js';
import { platformOf } from '../src/services/providers.js';

/** Maintenance `resend_mail` (issue 50): the client's failed outbox mails are sent again once the mail server answers. */
let t: CoreTestApp;
let acme: TestClient;
let port: number;
let smtp: net.Server | null = null;
const received: string[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });

/** Just enough SMTP for one client at a time: every command is accepted and each message's recipient kept. */
function startSmtp() {
  smtp = net
    .createServer((socket) => {
      let data = false;
      socket.write('220 loopback\r\n');
      socket.on('data', (chunk) => {
        for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
          if (data) {
            if (line === '.') {
              data = false;
              socket.write('250 queued\r\n');
            }
            continue;
          }
          const cmd = line.slice(0, 4).toUpperCase();
          if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250 loopback\r\n');
          else if (cmd === 'RCPT') {
            received.push(line);
            socket.write('250 ok\r\n');
          } else if (cmd === 'DATA') {
            data = true;
            socket.write('354 go\r\n');
          } else if (cmd === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    })
    .listen(port, '127.0.0.1');
}

beforeAll(async () => {
  port = await freePort();
  t = await startCoreTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  acme = await t.client();
});
afterAll(async () => {
  smtp?.close();
  await t?.close();
});

it('sends the failed mails of the client again, and is refused to an employee', async () => {
  // No mail server yet: the mail fails.
  await platformOf(t.app.core).mailer.send({ clientId: acme.id, to: 'late@acme.test', subject: 'Welcome', text: 'Hello' });
  const outbox = t.app.ds.getRepository(Outbox);
  const failed = await outbox.findOneByOrFail({ to: 'late@acme.test' });
  expect(failed.status).toBe('failed');
  startSmtp();
  const res = await acme.admin.api.post(`/api/clients/${acme.id}/maintenance/resend_mail`);
  expect(res.body.result).toEqual({ task: 'resend_mail', count: 1 });
  expect((await outbox.findOneByOrFail({ id: failed.id })).status).toBe('sent');
  expect(received.some((r) => r.includes('late@acme.test'))).toBe(true);
  const again = await acme.admin.api.post(`/api/clients/${acme.id}/maintenance/resend_mail`);
  expect(again.body.result.count).toBe(0);
  const employee = await acme.user();
  expect((await employee.api.post(`/api/clients/${acme.id}/maintenance/resend_mail`)).status).toBe(403);
});
