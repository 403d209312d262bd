import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { definePlugin, defineManifest } from '@atrium/sdk/server';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import { connectSocket, nextEvent } from './helpers.js';

const rtPlugin = definePlugin(
  defineManifest({
    code: 'rttest',
    titles: { ru: 'rttest', en: 'rttest', uk: 'rttest' },
    sdk: '^1',
    rights: { rttest: { ru: 'rttest', en: 'rttest', uk: 'rttest' } },
  }),
  {
    routes: (r) => {
      r.post('/rttest/broadcast', {}, (ctx) => {
        ctx.realtime.toClient('rt:news', { from: ctx.me.user.id });
        return { ok: true };
      });
      r.post('/rttest/room/:room', { params: z.object({ room: z.string() }) }, (ctx) => {
        ctx.realtime.toRoom(ctx.params.room, 'rt:room', { room: ctx.params.room });
        return { ok: true };
      });
      r.post(
        '/rttest/member/:user/:room',
        { params: z.object({ user: z.string(), room: z.string() }), body: z.object({ in: z.boolean() }) },
        (ctx) => {
          if (ctx.body.in) ctx.realtime.joinUser(ctx.params.user, ctx.params.room);
          else ctx.realtime.leaveUser(ctx.params.user, ctx.params.room);
          return { ok: true };
        },
      );
      r.post('/rttest/online', { body: z.object({ ids: z.array(z.string()) }) }, async (ctx) => ({
        online: (await ctx.realtime.online(ctx.body.ids)).sort(),
      }));
    },
    realtime: (io) => {
      io.on('connection', (socket, ctx) => {
        socket.on('rt:echo', (payload, ack) => ack?.({ echo: payload, user: ctx.me.user.id, client: ctx.clientId }));
        // The handler admits whom it likes: here anyone but to the room 'closed'.
        socket.on('rt:join', async ({ room }: { room: string }, ack) => {
          if (room !== 'closed') await socket.join(room);
          ack?.({ joined: room !== 'closed' });
        });
        socket.on('rt:leave', async ({ room }: { room: string }, ack) => {
          await socket.leave(room);
          ack?.({ left: true });
        });
      });
    },
  },
);

let t: TestApp;
let acme: TestClient;
let other: TestClient;
let alice: TestUser;
let bob: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await startTestApp({ plugins: [rtPlugin] });
  acme = await t.client({ features: [{ feature: 'rttest', active: true }] });
  other = await t.client({ features: [{ feature: 'rttest', active: true }] });
  alice = await acme.user();
  bob = await acme.user();
  stranger = await other.user();
});
afterAll(() => t?.close());

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
    let leaked = 0;
    s.on('rt:news', () => leaked++);
    // Asking to join another client's rooms does nothing: rooms are assigned by the server alone.
    s.emit('join', `c:${acme.id}`);
    try {
      const got = nextEvent(a, 'rt:news');
      expect((await bob.api.post('/api/rttest/broadcast', {})).status).toBe(200);
      expect(await got).toEqual({ from: bob.id });
      await new Promise((r) => setTimeout(r, 300));
      expect(leaked).toBe(0);
    } finally {
      a.close();
      s.close();
    }
  });
});

describe('plugin socket handlers', () => {
  it("run with the user's context and stop when the feature is switched off", async () => {
    const socket = await connectSocket(t.url, alice.token, acme.id);
    try {
      const answer = await socket.timeout(5000).emitWithAck('rt:echo', { hi: 1 });
      expect(answer).toEqual({ echo: { hi: 1 }, user: alice.id, client: acme.id });
      await acme.feature('rttest', false);
      expect(await socket.timeout(5000).emitWithAck('rt:echo', { hi: 2 })).toEqual({ error: 'feature disabled' });
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
      expect(await socket.timeout(5000).emitWithAck('rt:echo', { n: 1 })).toMatchObject({ echo: { n: 1 } });
      expect((await setRight(false)).status).toBe(200);
      expect(await socket.timeout(5000).emitWithAck('rt:echo', { n: 2 })).toEqual({ error: 'No access' });
      expect((await setRight(true)).status).toBe(200);
      expect(await socket.timeout(5000).emitWithAck('rt:echo', { n: 3 })).toMatchObject({ echo: { n: 3 } });
    } finally {
      socket.close();
    }
  });
});

describe('live rooms', () => {
  it("reach the tabs the plugin admitted, in the caller's client only, until they leave", async () => {
    const a = await connectSocket(t.url, alice.token, acme.id);
    const b = await connectSocket(t.url, bob.token, acme.id);
    const s = await connectSocket(t.url, stranger.token, other.id);
    const heard = { bob: 0, stranger: 0 };
    b.on('rt:room', () => heard.bob++);
    s.on('rt:room', () => heard.stranger++);
    try {
      expect(await a.timeout(5000).emitWithAck('rt:join', { room: 'board-1' })).toEqual({ joined: true });
      // The same name in another client is another room; a room the handler refuses is not joined.
      expect(await s.timeout(5000).emitWithAck('rt:join', { room: 'board-1' })).toEqual({ joined: true });
      expect(await b.timeout(5000).emitWithAck('rt:join', { room: 'closed' })).toEqual({ joined: false });
      const got = nextEvent(a, 'rt:room');
      expect((await bob.api.post('/api/rttest/room/board-1', {})).status).toBe(200);
      expect(await got).toEqual({ room: 'board-1' });
      expect((await bob.api.post('/api/rttest/room/closed', {})).status).toBe(200);
      await new Promise((r) => setTimeout(r, 300));
      expect(heard).toEqual({ bob: 0, stranger: 0 });

      await a.timeout(5000).emitWithAck('rt:leave', { room: 'board-1' });
      let after = 0;
      a.on('rt:room', () => after++);
      expect((await bob.api.post('/api/rttest/room/board-1', {})).status).toBe(200);
      await new Promise((r) => setTimeout(r, 300));
      expect(after).toBe(0);
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
    let heard = 0;
    let leaked = 0;
    a1.on('rt:room', () => heard++);
    a2.on('rt:room', () => heard++);
    s.on('rt:room', () => leaked++);
    try {
      expect((await bob.api.post(`/api/rttest/member/${alice.id}/added`, { in: true })).status).toBe(200);
      // The same user id in another client joins nothing there.
      expect((await bob.api.post(`/api/rttest/member/${stranger.id}/added`, { in: true })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 100));
      await bob.api.post('/api/rttest/room/added', {});
      await new Promise((r) => setTimeout(r, 300));
      expect({ heard, leaked }).toEqual({ heard: 2, leaked: 0 });
      await bob.api.post(`/api/rttest/member/${alice.id}/added`, { in: false });
      await new Promise((r) => setTimeout(r, 100));
      await bob.api.post('/api/rttest/room/added', {});
      await new Promise((r) => setTimeout(r, 300));
      expect(heard).toBe(2);
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
    await new Promise((r) => setTimeout(r, 200));
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
