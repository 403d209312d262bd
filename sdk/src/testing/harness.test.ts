import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  defineEntity,
  defineManifest,
  definePlugin,
  clientTable,
  z,
  type MigrationInterface,
  type QueryRunner,
  type ClientRow,
} from '../server/index.js';
import { startTestApp, type TestApp, type TestClient, type TestUser } from './index.js';
import { launchChromium } from './browser.js';
import { markChanges, watchScreens } from './screens.js';
import { sight } from './sight.js';

interface NoteRow extends ClientRow {
  text: string;
  authorId: string;
}
const Note = defineEntity<NoteRow>({
  name: 'HarnessNote',
  table: 'notes_note',
  columns: { text: { type: 'varchar', length: 200 }, authorId: { type: 'varchar', length: 36 } },
});
class CreateNotes1732300000001 implements MigrationInterface {
  name = 'CreateNotes1732300000001';
  async up(q: QueryRunner) {
    await q.createTable(
      clientTable('notes_note', [
        { name: 'text', type: 'varchar', length: '200' },
        { name: 'authorId', type: 'varchar', length: '36' },
      ]),
    );
  }
  async down(q: QueryRunner) {
    await q.dropTable('notes_note');
  }
}

declare module '../shared/events.js' {
  interface AtriumEvents {
    'notes.created': { noteId: string; text: string };
  }
}

const DAY_MS = 86_400_000;

/** A plugin using each thing the harness reads: a row, an event, a job a day later that notifies the author. */
const notes = definePlugin(
  defineManifest({
    code: 'notes',
    titles: { ru: 'Заметки', en: 'Notes', uk: 'Нотатки' },
    sdk: '^1',
    rights: { notes: { ru: 'Заметки', en: 'Notes', uk: 'Нотатки' } },
  }),
  {
    entities: [Note],
    migrations: [CreateNotes1732300000001],
    notifications: {
      'note.reminder': {
        section: 'other',
        defaultTemplate: {
          en: { title: 'Note', short: 'Remember: {{text}}' },
          ru: { title: 'Заметка', short: '{{text}}' },
          uk: { title: 'Нотатка', short: '{{text}}' },
        },
        variables: ['text'],
      },
    },
    routes: (r) => {
      r.post('/notes', { body: z.object({ text: z.string() }), summary: 'Adds a note and reminds its author a day later' }, async (ctx) => {
        const note = await ctx.db.repo(Note).insert({ text: ctx.body.text, authorId: ctx.me.user.id });
        await ctx.events.emit('notes.created', { noteId: note.id, text: note.text });
        await ctx.jobs.at(new Date(Date.now() + DAY_MS), 'remind', { noteId: note.id });
        return note;
      });
    },
    jobs: {
      remind: async (ctx) => {
        const note = await ctx.db.repo(Note).get(String(ctx.data.noteId));
        await ctx.notify([note.authorId], {
          name: 'note.reminder',
          section: 'other',
          vars: { text: note.text },
          link: `/notes/${note.id}`,
        });
      },
    },
  },
);

let t: TestApp;
let acme: TestClient;
let other: TestClient;
let alice: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await startTestApp({ plugins: [notes] });
  acme = await t.client({ features: [{ feature: 'notes', active: true }] });
  other = await t.client({ features: [{ feature: 'notes', active: true }] });
  alice = await acme.user({ rights: ['notes'] });
  stranger = await other.user({ rights: ['notes'] });
});
afterAll(() => t?.close());

const add = async (u: TestUser, text: string) => {
  const res = await u.api.post('/api/notes', { text });
  expect(res.status).toBe(200);
  return res.body.result._id as string;
};

describe('the test harness (startTestApp)', () => {
  it('lists the queued jobs of a client and runs one through the job runner; the notification reaches the author unread', async () => {
    const noteId = await add(alice, 'Call the bank');
    await add(stranger, 'Elsewhere');
    const jobs = await t.jobs({ name: 'notes:remind', client: acme });
    expect(jobs).toEqual([{ name: 'notes:remind', client: acme.id, data: { noteId }, nextRunAt: expect.any(Date), repeatInterval: null }]);
    expect(jobs[0]!.nextRunAt!.getTime() - Date.now()).toBeGreaterThan(DAY_MS - 60_000);
    expect(await t.jobs({ name: 'notes:remind', data: { noteId } })).toHaveLength(1);

    expect(await t.runJob('notes:remind', { client: acme, data: { noteId } })).toBe('done');
    const [reminder] = await t.notifications(alice);
    expect(reminder).toMatchObject({ name: 'note.reminder', text: 'Remember: Call the bank', link: `/notes/${noteId}`, read: false });
    expect(await t.notifications(stranger)).toEqual([]);
    await alice.api.get(`/api/notification/${reminder!.id}`);
    expect((await t.notifications(alice))[0]!.read).toBe(true);
  });

  it('skips a job whose plugin is switched off for the client, as the runner does', async () => {
    const noteId = await add(alice, 'Switched off');
    const before = (await t.notifications(alice)).length;
    await acme.feature('notes', false);
    try {
      expect(await t.runJob('notes:remind', { client: acme, data: { noteId } })).toBe('skipped');
    } finally {
      await acme.feature('notes', true);
    }
    expect(await t.notifications(alice)).toHaveLength(before);
  });

  it('records the events raised, in order, with their client', async () => {
    const first = await add(alice, 'First');
    const second = await add(stranger, 'Second');
    const created = t.events('notes.created').slice(-2);
    expect(created).toEqual([
      { client: acme.id, name: 'notes.created', payload: { noteId: first, text: 'First' } },
      { client: other.id, name: 'notes.created', payload: { noteId: second, text: 'Second' } },
    ]);
    expect(t.events().length).toBeGreaterThanOrEqual(created.length);
  });

  it("reads a client's rows through its client repository: another client's rows never appear", async () => {
    const mine = await add(alice, 'Mine only');
    const theirs = await add(stranger, 'Theirs only');
    const acmeRows = await t.rows(acme, Note);
    expect(acmeRows.map((n) => n.id)).toContain(mine);
    expect(acmeRows.every((n) => n.clientId === acme.id)).toBe(true);
    expect(await t.rows(acme, Note, { id: theirs })).toEqual([]);
    expect(await t.rows(other, Note, { id: theirs })).toEqual([expect.objectContaining({ text: 'Theirs only', authorId: stranger.id })]);
  });

  it('gives a service context for a client, with `me` when a user is named', async () => {
    const ctx = await t.context(acme);
    expect(ctx.db.clientId).toBe(acme.id);
    expect('me' in ctx).toBe(false);
    const asAlice = await t.context(acme, alice);
    expect(asAlice.me.user.id).toBe(alice.id);
    expect(asAlice.me.hasRight('notes')).toBe(true);
    expect(asAlice.me.isAdmin).toBe(false);
    // The context's services act as the plugin: its jobs are `notes:<name>`.
    await asAlice.jobs.at(new Date(Date.now() + DAY_MS), 'remind', { noteId: 'none' });
    expect(await t.jobs({ name: 'notes:remind', data: { noteId: 'none' } })).toHaveLength(1);
    await expect(t.context(acme, stranger)).rejects.toThrow(/not an active employee/);
  });
});

/** A two-screen single-page app: `/a` has a nameless button (axe: button-name, critical), `/b` is clean. */
const spa = `<!doctype html><html lang="en"><head><title>Journey</title></head><body><main id="app"></main><script>
const screens = {
  '/': '<h1>Home</h1><a href="/a">Open A</a>',
  '/a': '<h1>Screen A</h1><button></button><a href="/b">Open B</a>',
  '/b': '<h1>Screen B</h1><p>Done</p>',
};
const show = () => (document.getElementById('app').innerHTML = screens[location.pathname] ?? '');
document.addEventListener('click', (e) => {
  const a = e.target.closest('a');
  if (!a) return;
  e.preventDefault();
  history.pushState(null, '', a.getAttribute('href'));
  setTimeout(show, 100);
});
show();
</script></body></html>`;

describe('the browser harness (watchScreens)', () => {
  let server: http.Server;
  let browser: Browser;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(spa));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  it('judges a screen the journey passes through in the middle and names its violation, and the one it ends on', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await markChanges(context);
    const page = await context.newPage();
    const judged = new Set<string>();
    const watch = watchScreens(page, judged);
    await page.goto(`${base}/`);
    await page.waitForTimeout(1500);
    await page.getByRole('link', { name: 'Open A' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Screen A' }).isVisible()).toBe(true);
    // A person reads the screen a moment before going on; the test never waits for the judgement itself.
    await page.waitForTimeout(1500);
    await page.getByRole('link', { name: 'Open B' }).click();
    await expect.poll(() => page.getByText('Done').isVisible()).toBe(true);
    await page.waitForTimeout(1500);
    const violations = await watch.stop();
    await context.close();
    expect(violations).toEqual([expect.stringMatching(/^\/a @390px: button-name \(critical\)/)]);
    expect([...judged].sort()).toEqual(['/ @390px', '/a @390px', '/b @390px']);
  });
});

describe('sight', () => {
  it('tells a control in the window from one below the fold, one under a fixed bar and one hidden', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 400 } });
      await page.setContent(`<body style="margin:0">
        <button style="margin:20px">Seen</button>
        <button style="position:absolute;top:300px;left:20px">Covered</button>
        <button style="position:absolute;top:600px;left:20px">Below</button>
        <button style="display:none">Hidden</button>
        <nav data-testid="bottom-bar" style="position:fixed;bottom:0;left:0;right:0;height:120px;background:#eee"></nav>
      </body>`);
      const button = (name: string) => page.getByRole('button', { name, includeHidden: true });
      expect(await sight(button('Seen'))).toBe('in sight');
      expect(await sight(button('Covered'))).toMatch(/under <nav bottom-bar>/);
      expect(await sight(button('Below'))).toMatch(/outside the 390×400 window/);
      expect(await sight(button('Hidden'))).toBe('not shown');
    } finally {
      await browser.close();
    }
  });
});
