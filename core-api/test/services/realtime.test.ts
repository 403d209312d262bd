import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { definePlugin, defineManifest, errors, SOCKET_RATE_LIMIT, SOCKET_RATE_LIMITED, type RealtimeSetup } from '@atrium/sdk/server';
import { ROOM_LEAVE, socketContracts, wire } from '@atrium/sdk/contract';
import { expectCutOff, heard, joinRoom, sendEvent, startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import { connectSocket, nextEvent } from './helpers.js';

const manifestOf = (code: string) =>
  defineManifest({ code, titles: { ru: code, en: code, uk: code }, sdk: '^1', rights: { [code]: { ru: code, en: code, uk: code } } });

// The test plugin's contracts, as a plugin's `shared/` declares them.
const rt = socketContracts('rttest');
/** A body the plugin takes both in a route and in a socket event. */
const Rename = z.object({ name: z.string().min(1, 'name required').max(10, 'name at most 10 characters') }).strict();
const rtEvents = {
  echo: rt.defineSocketEvent('echo', {
    payload: z.object({ n: z.number().int() }),
    ack: wire.result<{ n: number; user: string; client: string }>(),
  }),
  tight: rt.defineSocketEvent('tight', { payload: z.object({}), limit: { events: 2, seconds: 60 } }),
  order: rt.defineSocketEvent('order', { payload: z.object({ n: z.number().int() }), ack: wire.result<{ handled: number[] }>() }),
  rename: rt.defineSocketEvent('rename', {
    payload: Rename,
    ack: wire.result<{ _id: string; name: string; owner: { _id: string }; at: string }>(),
  }),
  ping: rt.defineSocketEvent('ping', { payload: z.object({}), ack: wire.result<{ from: string }>() }),
};
const rtPush = {
  news: rt.defineSocketPush<{ from: string }>('news'),
  said: rt.defineSocketPush<{ _id: string; room: string }>('said'),
};
const board = rt.defineRoom('board');
/** Who the board rule refuses now, as `<room>:<user id>`: the plugin's own rule of who may hear a board. */
const barred = new Set<string>();
const handled = new Map<string, number[]>();

const renamed = (name: string, ownerId: string) => {
  if (name === 'taken') throw errors.conflict('name taken', 'rttest.errors.taken');
  return { id: 'r-1', name, owner: { id: ownerId }, at: new Date(0) };
};

const realtime: RealtimeSetup = (io) => {
  io.on(rtEvents.echo, ({ n }, ctx) => ({ n, user: ctx.me.user.id, client: ctx.me.client!.id }));
  io.on(rtEvents.tight, () => null);
  // Earlier events take longer here: handled side by side, they would finish in reverse order.
  io.on(rtEvents.order, async ({ n }, ctx) => {
    await new Promise((r) => setTimeout(r, 20 - n));
    const list = handled.get(ctx.socket.id) ?? [];
    handled.set(ctx.socket.id, [...list, n]);
    return { handled: handled.get(ctx.socket.id)! };
  });
  io.on(rtEvents.rename, ({ name }, ctx) => renamed(name, ctx.me.user.id));
  io.on(rtEvents.ping, () => ({ from: 'rttest' }));
  io.room(board, { mayHear: (ctx, key) => key !== 'closed' && !barred.has(`${key}:${ctx.me.user.id}`) });
};

const rtPlugin = definePlugin(manifestOf('rttest'), {
  routes: (r) => {
    r.post('/rttest/broadcast', {}, (ctx) => {
      ctx.realtime.toClient(rtPush.news, { from: ctx.me.user.id });
      return { ok: true };
    });
    r.post('/rttest/room/:room', { params: z.object({ room: z.string() }) }, (ctx) => {
      ctx.realtime.toRoom(board(ctx.params.room), rtPush.said, { id: 'said-1', room: ctx.params.room });
      return { ok: true };
    });
    r.post(
      '/rttest/member/:user/:room',
      { params: z.object({ user: z.string(), room: z.string() }), body: z.object({ in: z.boolean() }) },
      (ctx) => {
        if (ctx.body.in) ctx.realtime.joinUser(ctx.params.user, board(ctx.params.room));
        else ctx.realtime.leaveUser(ctx.params.user, board(ctx.params.room));
        return { ok: true };
      },
    );
    r.post('/rttest/online', { body: z.object({ ids: z.array(z.string()) }) }, async (ctx) => ({
      online: (await ctx.realtime.online(ctx.body.ids)).sort(),
    }));
    // The board rule now refuses these users: the tabs they have in the room leave it.
    r.post('/rttest/bar/:room', { params: z.object({ room: z.string() }), body: z.object({ users: z.array(z.string()) }) }, async (ctx) => {
      for (const u of ctx.body.users) barred.add(`${ctx.params.room}:${u}`);
      return { removed: await ctx.realtime.recheckRoom(board(ctx.params.room)) };
    });
    r.post('/rttest/rename', { body: Rename }, (ctx) => renamed(ctx.body.name, ctx.me.user.id));
  },
  realtime,
});

// Another plugin saying `ping` too: its name on the wire is its own.
const rtother = socketContracts('rtother');
const otherPing = rtother.defineSocketEvent('ping', { payload: z.object({}), ack: wire.result<{ from: string }>() });
const otherPlugin = definePlugin(manifestOf('rtother'), { realtime: (io) => io.on(otherPing, () => ({ from: 'rtother' })) });

let t: TestApp;
let acme: TestClient;
let other: TestClient;
let alice: TestUser;
let bob: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await startTestApp({ plugins: [rtPlugin, otherPlugin] });
  const features = [
    { feature: 'rttest', active: true },
    { feature: 'rtother', active: true },
  ];
  acme = await t.client({ features });
  other = await t.client({ features });
  alice = await acme.user();
  bob = await acme.user();
  stranger = await other.user();
});
afterAll(() => t?.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('socket authentication', () => {
  it('admits a live session into its own client only', async () => {
    await expect(connectSocket(t.url, 'not-a-token', acme.id)).rejects.toThrow('unauthorized');
    await expect(connectSocket(t.url, alice.token, other.id)).rejects.toThrow('unauthorized');
    await expect(connectSocket(t.url, alice.token, other.workspace)).rejects.toThrow('unauthorized');
    const ok = await connectSocket(t.url, alice.token, acme.workspace);
    ok.close();
  });

  it("never lets a client's events reach another client", async () => {
    const a = await connectSocket(t.url, alice.token, acme.id);
    const s = await connectSocket(t.url, stranger.token, other.id);
    const leaked = heard(s, rtPush.news);
    // Asking to join another client's rooms does nothing: rooms are assigned by the server alone.
    s.emit('join', `c:${acme.id}`);
    try {
      const got = nextEvent(a, rtPush.news.event);
      expect((await bob.api.post('/api/rttest/broadcast', {})).status).toBe(200);
      expect(await got).toEqual({ from: bob.id });
      await sleep(300);
      expect(leaked).toEqual([]);
    } finally {
      a.close();
      s.close();
    }
  });
});

describe('plugin socket events', () => {
  it("run with the user's context and answer as a route once the feature is switched off", async () => {
    const socket = await connectSocket(t.url, alice.token, acme.id);
    try {
      expect(await sendEvent(socket, rtEvents.echo, { n: 1 })).toEqual({ result: { n: 1, user: alice.id, client: acme.id } });
      await acme.feature('rttest', false);
      const route = await alice.api.post('/api/rttest/rename', { name: 'x' });
      expect(route.status).toBe(403);
      expect(await sendEvent(socket, rtEvents.echo, { n: 2 })).toEqual({ error: route.body });
      expect(route.body).toMatchObject({ key: 'errors.featureDisabled' });
    } finally {
      await acme.feature('rttest', true);
      socket.close();
    }
  });

  it('stop for a user whose right is taken away while the tab stays open, and start again when it is given back', async () => {
    const carol = await acme.user({ rights: ['rttest'] });
    const socket = await connectSocket(t.url, carol.token, acme.id);
    const setRight = (active: boolean) => acme.admin.api.put(`/api/user/${carol.id}/rights/rttest`, { active });
    try {
      expect(await sendEvent(socket, rtEvents.echo, { n: 1 })).toMatchObject({ result: { n: 1 } });
      expect((await setRight(false)).status).toBe(200);
      const route = await carol.api.post('/api/rttest/rename', { name: 'x' });
      expect(route.status).toBe(403);
      expect(await sendEvent(socket, rtEvents.echo, { n: 2 })).toEqual({ error: route.body });
      expect((await setRight(true)).status).toBe(200);
      expect(await sendEvent(socket, rtEvents.echo, { n: 3 })).toMatchObject({ result: { n: 3 } });
    } finally {
      socket.close();
    }
  });

  it("refuse a bad payload with the body a route's 400 has, and run nothing", async () => {
    const socket = await connectSocket(t.url, alice.token, acme.id);
    try {
      for (const bad of [{ name: '' }, { name: 'x'.repeat(11) }, { name: 'ok', extra: 1 }, { name: 5 }, {}]) {
        const route = await alice.api.post('/api/rttest/rename', bad);
        expect(route.status).toBe(400);
        expect(route.body).toMatchObject({ name: 'ValidationError', key: 'errors.validation', details: [expect.anything()] });
        expect(await sendEvent(socket, rtEvents.rename, bad as never)).toEqual({ error: route.body });
      }
      expect((await sendEvent(socket, rtEvents.rename, { name: '' })).error?.details).toEqual([
        { path: 'name', message: 'name required', code: 'too_small' },
      ]);
      // A rule a handler throws answers as the route's does.
      const taken = await alice.api.post('/api/rttest/rename', { name: 'taken' });
      expect(taken.status).toBe(409);
      expect(await sendEvent(socket, rtEvents.rename, { name: 'taken' })).toEqual({ error: taken.body });
    } finally {
      socket.close();
    }
  });

  it('answer and push ids as `_id` and dates as ISO text, as routes do', async () => {
    const socket = await connectSocket(t.url, alice.token, acme.id);
    try {
      const route = await alice.api.post('/api/rttest/rename', { name: 'Plan' });
      expect(route.body.result).toEqual({ _id: 'r-1', name: 'Plan', owner: { _id: alice.id }, at: '1970-01-01T00:00:00.000Z' });
      expect(await sendEvent(socket, rtEvents.rename, { name: 'Plan' })).toEqual({ result: route.body.result });
      expect(await joinRoom(socket, board('ids'))).toEqual({ result: null });
      const said = nextEvent(socket, rtPush.said.event);
      await bob.api.post('/api/rttest/room/ids', {});
      expect(await said).toEqual({ _id: 'said-1', room: 'ids' });
    } finally {
      socket.close();
    }
  });

  it("of two plugins with the same name are each plugin's own", async () => {
    const socket = await connectSocket(t.url, alice.token, acme.id);
    try {
      expect(rtEvents.ping.event).toBe('rttest:ping');
      expect(otherPing.event).toBe('rtother:ping');
      expect(await sendEvent(socket, rtEvents.ping, {})).toEqual({ result: { from: 'rttest' } });
      expect(await sendEvent(socket, otherPing, {})).toEqual({ result: { from: 'rtother' } });
      // One plugin off: the other's event of the same name still answers.
      await acme.feature('rtother', false);
      expect(await sendEvent(socket, otherPing, {})).toMatchObject({ error: { key: 'errors.featureDisabled' } });
      expect(await sendEvent(socket, rtEvents.ping, {})).toEqual({ result: { from: 'rttest' } });
    } finally {
      await acme.feature('rtother', true);
      socket.close();
    }
  });

  it("refuse, as the plugin loads, a plugin serving another plugin's contract or one event twice", () => {
    const thief = (realtime: RealtimeSetup) => () => definePlugin(manifestOf('rtthief'), { realtime });
    expect(thief((io) => io.on(rtEvents.ping, () => ({ from: 'rtthief' })))).toThrow(
      'plugin rtthief declares socket event rttest:ping, which belongs to plugin rttest: a plugin serves only its own contracts',
    );
    expect(thief((io) => io.room(board, { mayHear: () => true }))).toThrow(
      'plugin rtthief declares room rttest:board, which belongs to plugin rttest: a plugin serves only its own contracts',
    );
    const own = socketContracts('rtthief').defineSocketEvent('ping', { payload: z.object({}) });
    expect(
      thief((io) => {
        io.on(own, () => null);
        io.on(own, () => null);
      }),
    ).toThrow('plugin rtthief handles socket event rtthief:ping twice');
  });
});

describe('live rooms', () => {
  it("reach the tabs the room's rule admits, in the caller's client only, until they leave", async () => {
    const a = await connectSocket(t.url, alice.token, acme.id);
    const b = await connectSocket(t.url, bob.token, acme.id);
    const s = await connectSocket(t.url, stranger.token, other.id);
    const bobHeard = heard(b, rtPush.said);
    const strangerHeard = heard(s, rtPush.said);
    try {
      expect(await joinRoom(a, board('board-1'))).toEqual({ result: null });
      // The same name in another client is another room; a room the rule refuses is not joined.
      expect(await joinRoom(s, board('board-1'))).toEqual({ result: null });
      expect(await joinRoom(b, board('closed'))).toEqual({ error: errors.forbidden().toBody() });
      // Only declared rooms can be asked for.
      expect((await joinRoom(b, { plugin: 'rttest', room: 'nothing', key: 'board-1' })).error).toMatchObject({ name: 'NotFound' });
      expect((await joinRoom(b, { plugin: 'rttest', room: 'board', key: '' })).error).toMatchObject({ name: 'ValidationError' });
      const got = nextEvent(a, rtPush.said.event);
      expect((await bob.api.post('/api/rttest/room/board-1', {})).status).toBe(200);
      expect(await got).toEqual({ _id: 'said-1', room: 'board-1' });
      expect((await bob.api.post('/api/rttest/room/closed', {})).status).toBe(200);
      await sleep(300);
      expect({ bob: bobHeard, stranger: strangerHeard }).toEqual({ bob: [], stranger: [] });

      expect(await a.timeout(5000).emitWithAck(ROOM_LEAVE, board('board-1'))).toEqual({ result: null });
      const after = heard(a, rtPush.said);
      expect((await bob.api.post('/api/rttest/room/board-1', {})).status).toBe(200);
      await sleep(300);
      expect(after).toEqual([]);
    } finally {
      a.close();
      b.close();
      s.close();
    }
  });

  it("take in and let go of every open tab of a user, in the caller's client only", async () => {
    const a1 = await connectSocket(t.url, alice.token, acme.id);
    const a2 = await connectSocket(t.url, alice.token, acme.id);
    const s = await connectSocket(t.url, stranger.token, other.id);
    const got = [heard(a1, rtPush.said), heard(a2, rtPush.said)];
    const leaked = heard(s, rtPush.said);
    try {
      expect((await bob.api.post(`/api/rttest/member/${alice.id}/added`, { in: true })).status).toBe(200);
      // The same user id in another client joins nothing there.
      expect((await bob.api.post(`/api/rttest/member/${stranger.id}/added`, { in: true })).status).toBe(200);
      await sleep(100);
      await bob.api.post('/api/rttest/room/added', {});
      await sleep(300);
      expect({ heard: got.flat().length, leaked: leaked.length }).toEqual({ heard: 2, leaked: 0 });
      await bob.api.post(`/api/rttest/member/${alice.id}/added`, { in: false });
      await sleep(100);
      await bob.api.post('/api/rttest/room/added', {});
      await sleep(300);
      expect(got.flat()).toHaveLength(2);
    } finally {
      a1.close();
      a2.close();
      s.close();
    }
  });

  it('tell who of the client has a tab open (presence)', async () => {
    const carol = await acme.user();
    const a = await connectSocket(t.url, alice.token, acme.id);
    const s = await connectSocket(t.url, stranger.token, other.id);
    try {
      const ids = [alice.id, carol.id, stranger.id];
      expect((await bob.api.post('/api/rttest/online', { ids })).body.result).toEqual({ online: [alice.id] });
    } finally {
      a.close();
      s.close();
    }
    await sleep(200);
    expect((await bob.api.post('/api/rttest/online', { ids: [alice.id] })).body.result).toEqual({ online: [] });
  });
});

describe('logout', () => {
  it('tells the tabs of the session and disconnects them', async () => {
    const carol = await acme.user();
    const socket = await connectSocket(t.url, carol.token, acme.id);
    const keep = await connectSocket(t.url, alice.token, acme.id);
    try {
      const logout = nextEvent(socket, 'user-logout');
      const gone = nextEvent(socket, 'disconnect');
      expect((await carol.api.post('/api/logout', {})).status).toBe(200);
      await logout;
      await gone;
      expect(keep.connected).toBe(true);
      await expect(connectSocket(t.url, carol.token, acme.id)).rejects.toThrow('unauthorized');
    } finally {
      socket.close();
      keep.close();
    }
  });

  it('closes every tab of a blocked employee', async () => {
    const dan = await acme.user();
    const first = await connectSocket(t.url, dan.token, acme.id);
    const again = await t.signIn(dan.login, dan.password, acme.workspace);
    const second = await connectSocket(t.url, again.token, acme.id);
    try {
      const gone = Promise.all([nextEvent(first, 'disconnect'), nextEvent(second, 'disconnect')]);
      expect((await acme.admin.api.put(`/api/user/${dan.id}/block`, { blocked: true })).status).toBe(200);
      await gone;
    } finally {
      first.close();
      second.close();
    }
  });
});

describe('rooms follow access', () => {
  /** A tab of the user in the board room `room`. */
  const inRoom = async (user: TestUser, room: string) => {
    const socket = await connectSocket(t.url, user.token, acme.id);
    expect(await joinRoom(socket, board(room))).toEqual({ result: null });
    return socket;
  };
  const shout = (room: string) => async () => expect((await bob.api.post(`/api/rttest/room/${room}`, {})).status).toBe(200);
  const events = [rtPush.said];

  it('a user whose right is taken, or whose role or superuser mark gave it, leaves every room of the plugin at once', async () => {
    const carol = await acme.user({ rights: ['rttest'] });
    const boss = await acme.user({ roles: ['admin'], rights: [] });
    const star = await acme.user({ rights: [] });
    expect((await acme.admin.api.put(`/api/user/${star.id}/superuser`, { superuser: true })).status).toBe(200);
    const witness = await inRoom(alice, 'r1');
    const tabs = [await inRoom(carol, 'r1'), await inRoom(carol, 'r1'), await inRoom(boss, 'r1'), await inRoom(star, 'r1')];
    try {
      await expectCutOff({
        tabs: tabs.slice(0, 2),
        witness,
        events,
        emit: shout('r1'),
        remove: async () => expect((await acme.admin.api.put(`/api/user/${carol.id}/rights/rttest`, { active: false })).status).toBe(200),
      });
      await expectCutOff({
        tabs: [tabs[2]!],
        witness,
        events,
        emit: shout('r1'),
        remove: async () => expect((await acme.admin.api.delete(`/api/user/${boss.id}/role/admin`)).status).toBe(200),
      });
      await expectCutOff({
        tabs: [tabs[3]!],
        witness,
        events,
        emit: shout('r1'),
        remove: async () => expect((await acme.admin.api.put(`/api/user/${star.id}/superuser`, { superuser: false })).status).toBe(200),
      });
      // The tab stays open: only the rooms went.
      expect(tabs.every((s) => s.connected)).toBe(true);
      // And without the right, the room's rule is not even asked.
      expect((await joinRoom(tabs[0]!, board('r1'))).error).toMatchObject({ key: 'errors.featureDisabled' });
    } finally {
      for (const s of [witness, ...tabs]) s.close();
    }
  });

  it('every tab leaves the plugin’s rooms when the feature is switched off, or the company is blocked', async () => {
    const tabs = [await inRoom(alice, 'r2'), await inRoom(bob, 'r2')];
    // Nobody in the client keeps access: the room is made to hear through the platform directly.
    const ctx = await t.context(acme, null, { plugin: 'rttest' });
    const emit = async () => ctx.realtime.toRoom(board('r2'), rtPush.said, { id: 'said-2', room: 'r2' });
    try {
      await expectCutOff({ tabs, events, emit, remove: () => acme.feature('rttest', false) });
    } finally {
      await acme.feature('rttest', true);
      for (const s of tabs) s.close();
    }
    const again = [await inRoom(alice, 'r2')];
    const block = (status: string) => t.superadmin.api.put(`/api/clients/${acme.id}`, { status }, { headers: { 'x-company-id': acme.id } });
    try {
      await expectCutOff({ tabs: again, events, emit, remove: async () => expect((await block('blocked')).status).toBe(200) });
    } finally {
      expect((await block('active')).status).toBe(200);
      for (const s of again) s.close();
    }
  });

  it("ctx.realtime.recheckRoom takes out the tabs the room's declared rule now refuses, and answers whose", async () => {
    const carol = await acme.user({ rights: ['rttest'] });
    const witness = await inRoom(alice, 'r3');
    const gone = await inRoom(carol, 'r3');
    try {
      let removed: string[] = [];
      await expectCutOff({
        tabs: [gone],
        witness,
        events,
        emit: shout('r3'),
        remove: async () => {
          removed = (await bob.api.post('/api/rttest/bar/r3', { users: [carol.id] })).body.result.removed;
        },
      });
      expect(removed).toEqual([carol.id]);
      // The same rule refuses the tab's asking to join again.
      expect(await joinRoom(gone, board('r3'))).toEqual({ error: errors.forbidden().toBody() });
    } finally {
      witness.close();
      gone.close();
    }
  });

  it('refuses a push or room of another plugin, and a room the plugin never declared', async () => {
    const ctx = await t.context(acme, null, { plugin: 'rtother' });
    expect(() => ctx.realtime.toClient(rtPush.news, { from: 'x' })).toThrow(
      "plugin rtother may not send rttest:news: it is plugin rttest's",
    );
    expect(() => ctx.realtime.joinUser(alice.id, board('r4'))).toThrow(
      "plugin rtother may not use room rttest:board: it is plugin rttest's",
    );
    const undeclared = rtother.defineRoom('lobby');
    await expect(ctx.realtime.recheckRoom(undeclared('x'))).rejects.toThrow('plugin rtother declares no room lobby');
  });
});

describe('socket event limits and order', () => {
  it(`are limited per tab: ${SOCKET_RATE_LIMIT.events} of an event by default, fewer where the contract says so`, async () => {
    const socket = await connectSocket(t.url, alice.token, acme.id);
    const second = await connectSocket(t.url, alice.token, acme.id);
    try {
      const answers = await Promise.all(
        Array.from({ length: SOCKET_RATE_LIMIT.events + 1 }, (_, n) => sendEvent(socket, rtEvents.echo, { n })),
      );
      expect(answers.slice(0, -1).every((a) => a.result)).toBe(true);
      expect(answers.at(-1)).toEqual({ error: SOCKET_RATE_LIMITED });
      // The limit is the tab's: another tab of the same user is not held back.
      expect(await sendEvent(second, rtEvents.echo, { n: 0 })).toMatchObject({ result: { n: 0 } });
      const tight = [];
      for (let i = 0; i < 3; i++) tight.push(await sendEvent(second, rtEvents.tight, {}));
      expect(tight).toEqual([{ result: null }, { result: null }, { error: SOCKET_RATE_LIMITED }]);
    } finally {
      socket.close();
      second.close();
    }
  });

  it("of one tab are handled one at a time, in the order sent, whatever each one's handler awaits", async () => {
    const socket = await connectSocket(t.url, alice.token, acme.id);
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => sendEvent(socket, rtEvents.order, { n })));
      expect(answers.at(-1)!.result!.handled).toEqual(Array.from({ length: 20 }, (_, n) => n));
    } finally {
      socket.close();
    }
  });
});
