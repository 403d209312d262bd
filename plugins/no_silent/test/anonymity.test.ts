import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import plugin from '../server/index.js';
import { noSilentRoutes } from '../shared/routes.js';
import { send } from './helpers.js';
import { added, captureOutput, pathsUnder, type Rows } from './tables.js';

/**
 * The promise of an anonymous report (issue 43): after it is sent with a file, answered and replied to by
 * code, no row of any table (the core's included) and no log line names the reporter.
 */
let t: TestApp;
let output: ReturnType<typeof captureOutput>;
let acme: TestClient;
let reporter: TestUser;
let receiver: TestUser;

beforeAll(async () => {
  output = captureOutput();
  // Every level, so a line naming the caller at any level would show.
  t = await startTestApp({ plugins: [plugin], env: { LOG_LEVEL: 'trace' } });
  acme = await t.client({ features: [{ feature: 'no_silent', active: true }] });
  reporter = await acme.user({ rights: ['no_silent'], fields: { firstName: 'Zenobia', lastName: 'Whistleford' } });
  receiver = await acme.user({ rights: ['no_silent'] });
  await acme.admin.api.put(`/api/clients/${acme.id}/company`, { receivers: { reports: [receiver.id] } });
});
afterAll(async () => {
  output?.stop();
  await t?.close();
});

const settle = () => new Promise((r) => setTimeout(r, 300));

/** What names the reporter: their id, login, e-mail, names and the address they call from. */
const traces = (u: TestUser) => [u.id, u.login, u.email, 'Zenobia', 'Whistleford', '127.0.0.1', '::1'];
const naming = (lines: string[], u: TestUser) => lines.filter((l) => traces(u).some((s) => l.includes(s)));

describe('an anonymous report', () => {
  it('leaves no row, file path or log line naming its reporter', async () => {
    await settle();
    const before: Rows = await t.allRows();
    const logFrom = output.lines.length;
    const sent = await send(reporter, { anonymous: true, description: 'The manager takes cash from the till', files: ['till.txt'] });
    expect(sent.status).toBe(200);
    const { _id: id, code } = sent.body.result;
    await receiver.api.call(noSilentRoutes.answer, { params: { id }, body: { text: 'Which shop?' } });
    expect((await reporter.api.call(noSilentRoutes.answerByCode, { body: { code, text: 'Shop 7' } })).status).toBe(200);
    expect((await reporter.api.call(noSilentRoutes.byCode, { body: { code } })).body.result.messages).toHaveLength(2);
    await settle();
    const rows = added(before, await t.allRows());
    // The report, its file and the reply are there (the scan sees them) ...
    expect(rows.filter((r) => r.includes(id)).length).toBeGreaterThanOrEqual(2);
    expect(rows.some((r) => r.includes('till.txt'))).toBe(true);
    // ... and nothing written since names the reporter: no author, uploader, session activity, visit or journal actor.
    expect(naming(rows, reporter)).toEqual([]);
    expect(naming(pathsUnder(t.dataDir), reporter)).toEqual([]);
    expect(naming(output.lines.slice(logFrom), reporter)).toEqual([]);
  });

  it('while a named report does name its author (the same scan finds them)', async () => {
    const before = await t.allRows();
    const sent = await send(reporter, { anonymous: false, name: 'Zenobia', description: 'Named on purpose' });
    expect(sent.status).toBe(200);
    await settle();
    expect(naming(added(before, await t.allRows()), reporter).length).toBeGreaterThan(0);
  });

  it("hears the lines a logger like the app's writes (so the scan of log lines can find something)", async () => {
    const from = output.lines.length;
    pino({ level: 'info' }).info({ userId: reporter.id }, 'probe');
    await expect.poll(() => naming(output.lines.slice(from), reporter).length).toBe(1);
  });
});
