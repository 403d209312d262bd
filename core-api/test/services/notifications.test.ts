import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definePlugin, z, defineManifest } from '@atrium/sdk/server';
import { type TestClient, type TestUser } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from '../support/app.js';
import { connectSocket, nextEvent, startReceiver, waitFor } from './helpers.js';

const kindPlugin = definePlugin(
  defineManifest({
    code: 'notifytest',
    titles: { ru: 'notifytest', en: 'notifytest', uk: 'notifytest' },
    sdk: '^1',
    rights: { notifytest: { ru: 'notifytest', en: 'notifytest', uk: 'notifytest' } },
    // The sections of the modules this plugin stands in for.
    notificationSections: {
      polls: { ru: 'Опросы', en: 'Polls', uk: 'Опитування' },
      events: { ru: 'События', en: 'Events', uk: 'Події' },
      posts: { ru: 'Публикации', en: 'Posts', uk: 'Публікації' },
      tasks: { ru: 'Задачи', en: 'Tasks', uk: 'Завдання' },
    },
  }),
  {
    notifications: {
      'notifytest.assigned': {
        section: 'polls',
        variables: ['title'],
        defaultTemplate: {
          en: { title: 'New poll: {{title}}', short: 'Please answer' },
          ru: { title: 'Новый опрос: {{title}}', short: 'Ответьте, пожалуйста' },
          uk: { title: 'Нове опитування: {{title}}', short: 'Дайте відповідь' },
        },
      },
    },
    routes: (r) => {
      r.post('/notifytest/assign', { body: z.object({ users: z.array(z.string()), title: z.string() }) }, async (ctx) => {
        await ctx.notify(ctx.body.users, {
          name: 'notifytest.assigned',
          section: 'polls',
          vars: { title: ctx.body.title },
          link: '/polls',
        });
        return { ok: true };
      });
    },
  },
);

let t: CoreTestApp;
let acme: TestClient;
let other: TestClient;
let alice: TestUser;
let bob: TestUser;

const outbox = async (to: string) =>
  (await t.app.ds.getRepository('Outbox').find({ where: { to } })) as { subject: string; text: string }[];

beforeAll(async () => {
  process.env.JOBS_PROCESS_EVERY_MS = '300';
  t = await startCoreTestApp({ plugins: [kindPlugin] });
  acme = await t.client({ features: [{ feature: 'notifytest', active: true }] });
  other = await t.client();
  alice = await acme.user();
  bob = await acme.user({ rights: ['notifications_send'], fields: { lang: 'ru' } });
});
afterAll(() => t?.close());

describe('notification centre', () => {
  it('stores a notification, counts it unread and marks it read when viewed', async () => {
    const sent = await bob.api.post('/api/notification', {
      users: [alice.id],
      name: 'message',
      section: 'polls',
      title: 'Hello',
      text: 'A poll for you',
      link: '/polls',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.result).toEqual({ sent: 1 });

    const unread = await alice.api.get(`/api/notification/unread/${acme.id}/${alice.id}`);
    expect(unread.body.result.count).toBe(1);
    const all = await alice.api.get(`/api/notification/${acme.id}/all/${alice.id}/now`);
    expect(all.status).toBe(200);
    expect(all.body.result).toHaveLength(1);
    expect(all.body.result[0]).toMatchObject({ title: 'Hello', text: 'A poll for you', section: 'polls', read: false, link: '/polls' });
    expect((await alice.api.get(`/api/notification/${acme.id}/polls/${alice.id}/now`)).body.result).toHaveLength(1);
    expect((await alice.api.get(`/api/notification/${acme.id}/posts/${alice.id}/now`)).body.result).toHaveLength(0);
    expect((await alice.api.get(`/api/notification/${acme.id}/all/${alice.id}/${Date.now() - 60_000}`)).body.result).toHaveLength(0);

    const id = all.body.result[0]._id;
    const one = await alice.api.get(`/api/notification/${id}`);
    expect(one.body.result.read).toBe(true);
    await alice.api.get(`/api/notification/${id}`);
    expect(await t.app.ds.getRepository('NotificationView').count({ where: { notificationId: id } })).toBe(1);
    expect((await alice.api.get(`/api/notification/unread/${acme.id}/${alice.id}`)).body.result.count).toBe(0);
    expect((await alice.api.get(`/api/notification/${acme.id}/all/${alice.id}/now?read=1`)).body.result).toHaveLength(1);
    expect((await alice.api.get(`/api/notification/${acme.id}/all/${alice.id}/now?read=0`)).body.result).toHaveLength(0);
  });

  it("keeps users out of each other's notifications and other clients", async () => {
    expect((await bob.api.get(`/api/notification/${acme.id}/all/${alice.id}/now`)).status).toBe(403);
    const [mine] = (await alice.api.get(`/api/notification/${acme.id}/all/${alice.id}/now`)).body.result;
    expect((await bob.api.get(`/api/notification/${mine._id}`)).status).toBe(404);
    expect((await other.admin.api.get(`/api/notification/${mine._id}`)).status).toBe(404);
    expect((await other.admin.api.get(`/api/notification/${acme.id}/all`)).status).toBe(404);
    const admin = await acme.admin.api.get(`/api/notification/${acme.id}/all`);
    expect(admin.body.total).toBeGreaterThan(0);
  });

  it('sending needs the admin role or the notifications_send right; without it nothing is stored', async () => {
    const before = await t.app.ds.getRepository('Notification').count();
    const phishing = { users: [bob.id], title: 'Your password expires', link: 'https://evil.example/login' };
    expect((await alice.api.post('/api/notification', phishing)).status).toBe(403);
    expect(await t.app.ds.getRepository('Notification').count()).toBe(before);
    expect((await acme.admin.api.post('/api/notification', { users: [bob.id], title: 'From the admin' })).status).toBe(200);
    expect(await t.app.ds.getRepository('Notification').count()).toBe(before + 1);
  });

  it('refuses a notification for a user of another client and stores nothing', async () => {
    const before = await t.app.ds.getRepository('Notification').count();
    expect((await bob.api.post('/api/notification', { users: [alice.id], title: 'x', link: 'javascript:alert(1)' })).status).toBe(400);
    expect((await bob.api.post('/api/notification', { users: [alice.id], title: 'x', link: '//evil.example/x' })).status).toBe(400);
    const res = await bob.api.post('/api/notification', { users: [alice.id, other.admin.id], title: 'x' });
    expect(res.status).toBe(404);
    expect(await t.app.ds.getRepository('Notification').count()).toBe(before);
  });
});

describe('templates', () => {
  it('refuses a template with an unknown variable', async () => {
    const res = await acme.admin.api.post('/api/notif_template', {
      code: 'greeting',
      name: 'Greeting',
      title: { en: 'Hi {{name}} {{oops}}' },
      variables: ['name'],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('oops');
  });

  it("renders the saved template in each recipient's language", async () => {
    const saved = await acme.admin.api.post('/api/notif_template', {
      code: 'greeting',
      name: 'Greeting',
      title: { en: 'Hi {{name}}', ru: 'Привет, {{name}}', uk: 'Вітаю, {{name}}' },
      short: { en: 'Welcome', ru: 'Добро пожаловать' },
      variables: ['name'],
    });
    expect(saved.status).toBe(200);
    const set = await acme.admin.api.get('/api/notif_template/__');
    expect(set.body.result.map((x: { code: string }) => x.code)).toContain('greeting');
    expect((await acme.admin.api.get(`/api/notif_template/${saved.body.result._id}`)).body.result.code).toBe('greeting');
    expect((await other.admin.api.get(`/api/notif_template/${saved.body.result._id}`)).status).toBe(404);

    await acme.admin.api.post('/api/notification', {
      users: [alice.id, bob.id],
      name: 'greeting',
      section: 'other',
      vars: { name: 'Team' },
    });
    const [a] = (await alice.api.get(`/api/notification/${acme.id}/other/${alice.id}/now`)).body.result;
    const [b] = (await bob.api.get(`/api/notification/${acme.id}/other/${bob.id}/now`)).body.result;
    expect(a).toMatchObject({ title: 'Hi Team', text: 'Welcome' });
    expect(b).toMatchObject({ title: 'Привет, Team', text: 'Добро пожаловать' });

    expect((await acme.admin.api.delete(`/api/notif_template/${saved.body.result._id}`)).status).toBe(200);
    expect((await alice.api.get('/api/notif_template/__')).status).toBe(403);
  });

  it('PUT changes only the fields sent; a new template still needs its code, name and title', async () => {
    const api = acme.admin.api;
    const farewell = {
      code: 'farewell',
      name: 'Farewell',
      title: { en: 'Bye {{name}}' },
      short: { en: 'See you' },
      full: { en: 'Thank you, {{name}}' },
      variables: ['name'],
    };
    const saved = (await api.post('/api/notif_template', farewell)).body.result;
    const renamed = await api.put('/api/notif_template', { _id: saved._id, name: 'Goodbye' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.result).toMatchObject({ ...farewell, name: 'Goodbye' });
    const byCode = await api.put('/api/notif_template', { code: 'farewell', short: { en: 'Later' } });
    expect(byCode.body.result).toMatchObject({
      _id: saved._id,
      name: 'Goodbye',
      short: { en: 'Later' },
      full: { en: 'Thank you, {{name}}' },
    });
    // What is sent is checked against what is kept: a variable the kept list does not name is refused.
    expect((await api.put('/api/notif_template', { _id: saved._id, title: { en: 'Bye {{other}}' } })).status).toBe(400);
    const unnamed = await api.put('/api/notif_template', { code: 'welcome', title: { en: 'Hi' } });
    expect(unnamed.status).toBe(400);
    expect((await api.get('/api/notif_template/__')).body.result.some((x: { code: string }) => x.code === 'welcome')).toBe(false);
  });
});

describe('channels', () => {
  it('delivers the system popup to the open tabs of the user only', async () => {
    const socket = await connectSocket(t.url, alice.token, acme.id);
    const bobSocket = await connectSocket(t.url, bob.token, acme.workspace);
    let bobGot = 0;
    bobSocket.on('notification', () => bobGot++);
    try {
      const got = nextEvent(socket, 'notification');
      await bob.api.post('/api/notification', { users: [alice.id], section: 'events', title: 'Popup' });
      expect(await got).toMatchObject({ title: 'Popup', section: 'events' });
      expect(bobGot).toBe(0);
    } finally {
      socket.close();
      bobSocket.close();
    }
  });

  it('mails per event for users who chose e-mail, and once a day for digest users', async () => {
    const carol = await acme.user();
    const put = await carol.api.put('/api/user/notifications', { channels: { posts: ['center', 'email'] } });
    expect(put.status).toBe(200);
    expect(put.body.result.channels.posts).toEqual(['center', 'email']);
    expect((await carol.api.get(`/api/user/notifications/${carol.id}`)).body.result.channels.posts).toEqual(['center', 'email']);
    await bob.api.post('/api/notification', { users: [carol.id], section: 'posts', title: 'New post', text: 'Read it', link: '/post/1' });
    const mails = await outbox(carol.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'New post' });
    expect(mails[0]!.text).toContain('/post/1');

    const everyone = await acme.admin.api.get(`/api/user/notifications/client/${acme.id}`);
    const byUser = Object.fromEntries(everyone.body.result.map((x: { user_id: string }) => [x.user_id, x]));
    expect(byUser[carol.id].channels.posts).toEqual(['center', 'email']);
    expect(byUser[alice.id].channels.posts).toEqual(['system', 'center']);
    expect((await carol.api.get(`/api/user/notifications/client/${acme.id}`)).status).toBe(403);
    expect((await carol.api.get(`/api/user/notifications/${alice.id}`)).status).toBe(403);

    await carol.api.put('/api/user/notifications', { digest: true });
    await bob.api.post('/api/notification', { users: [carol.id], section: 'posts', title: 'Second post' });
    await bob.api.post('/api/notification', { users: [carol.id], section: 'posts', title: 'Third post' });
    expect(await outbox(carol.email)).toHaveLength(1);
    await t.app.core.providers.jobs(acme.id, 'core').now('digest');
    const after = await waitFor(
      async () => ((await outbox(carol.email)).length === 2 ? outbox(carol.email) : undefined),
      15000,
      'digest mail',
    );
    expect(after[1]!.text).toContain('Second post');
    expect(after[1]!.text).toContain('Third post');
    await t.app.core.providers.jobs(acme.id, 'core').now('digest');
    await new Promise((r) => setTimeout(r, 1500));
    expect(await outbox(carol.email)).toHaveLength(2);
  });

  it('sends an e-mail to the users given with PUT api/notification', async () => {
    const dave = await acme.user();
    expect((await alice.api.put('/api/notification', { users: [dave.id], title: 'Mail only' })).status).toBe(403);
    await acme.admin.api.put('/api/notification', { users: [dave.id], title: 'Mail only', text: 'Body' });
    expect(await outbox(dave.email)).toHaveLength(1);
  });

  it('posts to Telegram, Teams and Slack at the base URLs the client set', async () => {
    const rx = await startReceiver();
    try {
      const cfg = await acme.admin.api.put('/api/notification/channels', {
        channels: [
          { channel: 'telegram', baseUrl: rx.url, token: 'tg-token' },
          { channel: 'slack', baseUrl: rx.url, token: 'slack-token' },
          { channel: 'teams', baseUrl: rx.url, token: 'teams-token' },
        ],
      });
      expect(cfg.status).toBe(200);
      expect(JSON.stringify(cfg.body)).not.toContain('tg-token');
      const erin = await acme.user();
      await erin.api.put('/api/user/notifications', {
        channels: { tasks: ['telegram', 'slack', 'teams'] },
        targets: { telegram: '1001', slack: 'C42', teams: 'chat-7' },
      });
      await bob.api.post('/api/notification', { users: [erin.id], section: 'tasks', title: 'Task due', text: 'Today' });
      await waitFor(() => rx.received.length === 3, 5000, 'three messenger calls');
      const byPath = Object.fromEntries(rx.received.map((r) => [r.path, r]));
      expect(byPath['/bottg-token/sendMessage']!.body).toMatchObject({ chat_id: '1001' });
      expect(byPath['/bottg-token/sendMessage']!.body.text).toContain('Task due');
      expect(byPath['/api/chat.postMessage']!.headers.authorization).toBe('Bearer slack-token');
      expect(byPath['/api/chat.postMessage']!.body).toMatchObject({ channel: 'C42' });
      expect(byPath['/v1.0/chats/chat-7/messages']!.headers.authorization).toBe('Bearer teams-token');
      // Not stored in the centre: the user chose messengers only for tasks.
      expect((await erin.api.get(`/api/notification/${acme.id}/tasks/${erin.id}/now`)).body.result).toHaveLength(0);
    } finally {
      await rx.close();
    }
  });
});

describe('plugin notification kinds', () => {
  it("renders a plugin's default template through ctx.notify and lists it in the workspace set", async () => {
    expect((await alice.api.post('/api/notifytest/assign', { users: [alice.id, bob.id], title: 'Lunch' })).status).toBe(200);
    const [a] = (await alice.api.get(`/api/notification/${acme.id}/polls/${alice.id}/now`)).body.result;
    const [b] = (await bob.api.get(`/api/notification/${acme.id}/polls/${bob.id}/now`)).body.result;
    expect(a).toMatchObject({ name: 'notifytest.assigned', title: 'New poll: Lunch', text: 'Please answer', link: '/polls' });
    expect(b).toMatchObject({ title: 'Новый опрос: Lunch' });
    const set = (await acme.admin.api.get('/api/notif_template/__')).body.result;
    expect(set.find((x: { code: string }) => x.code === 'notifytest.assigned')).toMatchObject({
      isDefault: true,
      variables: ['title'],
      section: 'polls',
    });
    expect((await alice.api.post('/api/notifytest/assign', { users: [other.admin.id], title: 'x' })).status).toBe(404);
  });

  it('refuses a variable the kind does not declare, and a saved template overrides the default', async () => {
    const bad = await acme.admin.api.put('/api/notif_template', {
      code: 'notifytest.assigned',
      name: 'Poll',
      title: 'Poll {{author}}',
      variables: ['author'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Unknown variable author');
    // A form sends back the object GET answered, read-only fields included.
    const { _id: _none, ...shown } = (await acme.admin.api.get('/api/notif_template/__')).body.result.find(
      (x: { code: string }) => x.code === 'notifytest.assigned',
    );
    const saved = await acme.admin.api.put('/api/notif_template', { ...shown, title: { ...shown.title, en: 'Answer "{{title}}" today' } });
    expect(saved.status).toBe(200);
    const again = await acme.admin.api.put('/api/notif_template', { ...saved.body.result, name: 'Poll' });
    expect(again.status).toBe(200);
    expect((await acme.admin.api.put('/api/notif_template', { ...saved.body.result, colour: 'red' })).status).toBe(400);
    await alice.api.post('/api/notifytest/assign', { users: [alice.id, bob.id], title: 'Dinner' });
    const [en] = (await alice.api.get(`/api/notification/${acme.id}/polls/${alice.id}/now`)).body.result;
    const [ru] = (await bob.api.get(`/api/notification/${acme.id}/polls/${bob.id}/now`)).body.result;
    expect(en.title).toBe('Answer "Dinner" today');
    expect(ru.title).toBe('Новый опрос: Dinner');
  });

  it('sends a one-off message to the popup of everyone with POST api/message', async () => {
    const socket = await connectSocket(t.url, bob.token, acme.id);
    try {
      const got = nextEvent(socket, 'notification');
      expect((await alice.api.post('/api/message', { title: 'Hi all' })).status).toBe(403);
      expect((await acme.admin.api.post('/api/message', { title: 'Office closed', text: 'Friday' })).status).toBe(200);
      expect(await got).toMatchObject({ title: 'Office closed', text: 'Friday', name: 'message' });
    } finally {
      socket.close();
    }
  });
});
