import type { Socket } from 'socket.io';
import { z } from 'zod';
import { SOCKET_RATE_LIMITED, type Me, type PluginDefinition, type RealtimeSocket, type SocketContext } from '@atrium/sdk/server';
import { AppError, errors, ROOM_JOIN, ROOM_LEAVE, SOCKET_RATE_LIMIT, type ErrorBody, type SocketRateLimit } from '@atrium/sdk/shared';
import type { Core } from '../core.js';
import { isDatabaseUnavailable, knownError, serverError, zodError } from '../http/errors.js';
import { isFeatureOn } from '../rights/ability.js';
import { declaredRoom } from './hub.js';
import { sessionMe } from './auth.js';
import { ownPush, roomRule, type Served } from './declarations.js';
import { wireValue } from './wire.js';

/** The right a plugin's sockets and rooms need: its first declared right, else its code. */
const pluginRight = (p: Pick<PluginDefinition, 'code' | 'rights'>) => p.rights[0] ?? p.code;

/**
 * What a route of the plugin would answer this session now, null when it may use the plugin: 401 without
 * a live session, 403 `feature disabled` when the feature is off or the user lacks the plugin's right.
 */
export function refusal(me: Me | null, p: Pick<PluginDefinition, 'code' | 'rights'>): AppError | null {
  if (!me) return errors.unauthorized();
  return isFeatureOn(me.client, p.code) && me.hasRight(pluginRight(p)) ? null : errors.featureDisabled();
}

/**
 * A token bucket per tab and event: `events` tokens, refilled evenly over `seconds`. It answers at once
 * (so admission keeps the order events arrive in, and a flood costs no database call) and lives with the
 * socket, so nothing is kept for closed tabs.
 */
class Bucket {
  private tokens: number;
  private at = Date.now();
  constructor(private readonly limit: SocketRateLimit) {
    this.tokens = limit.events;
  }

  take(): boolean {
    const now = Date.now();
    const { events, seconds } = this.limit;
    this.tokens = Math.min(events, this.tokens + ((now - this.at) * events) / (seconds * 1000));
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

type Ack = (answer: { result: unknown } | { error: ErrorBody }) => void;

/** A tab's request to join or leave a declared room (`useRealtimeRoom`). */
const RoomPayload = z.object({ plugin: z.string().max(40), room: z.string().max(40), key: z.string().min(1).max(200) });

/** The error a failed handler answers, as the request pipeline would: a rule's own, an outage, else a logged 500. */
function failure(core: Core, err: unknown, where: { plugin: string; event: string }): AppError {
  const known = knownError(err);
  if (known) return known;
  if (isDatabaseUnavailable(err)) return errors.unavailable();
  core.log.error({ err, ...where }, 'socket handler failed');
  return serverError();
}

/** The handler's context: the user's services as of this event, and the tab limited to the plugin's contracts. */
function socketContext(core: Core, socket: Socket, me: Me, code: string): SocketContext {
  const clientId = me.client!.id;
  const tab: RealtimeSocket = {
    id: socket.id,
    emit: (push, payload) => socket.emit(ownPush(code, push).event, wireValue(payload)),
    join: async (room) => {
      roomRule(core, code, room);
      await socket.join(declaredRoom(clientId, room));
    },
    leave: async (room) => {
      roomRule(core, code, room);
      await socket.leave(declaredRoom(clientId, room));
    },
  };
  return Object.assign(core.serviceContext(clientId, { pluginCode: code, me }), { me, socket: tab });
}

/**
 * Serves the plugins' socket contracts on one tab. Every event is first counted against its rate limit,
 * then waits for the tab's earlier events of the plugin to finish (a tab's sends are handled in the order
 * sent: handlers racing each other gave fast messages numbers out of order), then is checked again as a
 * request would be (the session still live, the user and company not blocked, the plugin switched on for
 * the client and its right still held), then its payload is validated by the contract's schema. The
 * acknowledgement is `{ result }` in wire form or `{ error }` with the body a route would answer.
 */
export function serveTab(core: Core, socket: Socket, me: Me, served: Served[]): void {
  const clientId = me.client!.id;
  const tokenHash = socket.data.tokenHash as string;
  const tails = new Map<string, Promise<void>>();

  const run = (plugin: PluginDefinition, event: string, answer: Ack | undefined, work: (ctx: SocketContext) => unknown) => {
    const next = (tails.get(plugin.code) ?? Promise.resolve()).then(async () => {
      try {
        const now = await sessionMe(core, tokenHash, clientId, { activity: false });
        const refused = refusal(now, plugin);
        if (refused) {
          answer?.({ error: refused.toBody() });
          if (!now) socket.disconnect(true);
          return;
        }
        const result = await work(socketContext(core, socket, now!, plugin.code));
        answer?.({ result: wireValue(result ?? null) });
      } catch (err) {
        answer?.({ error: failure(core, err, { plugin: plugin.code, event }).toBody() });
      }
    });
    tails.set(plugin.code, next);
  };

  /** Listens to an event past its rate limit; `start` reads the payload and queues the work, or answers a refusal. */
  const listen = (event: string, limit: SocketRateLimit, start: (payload: unknown, answer: Ack | undefined) => void) => {
    const bucket = new Bucket(limit);
    socket.on(event, (payload: unknown, ack?: unknown) => {
      const answer = typeof ack === 'function' ? (ack as Ack) : undefined;
      if (!bucket.take()) return answer?.({ error: SOCKET_RATE_LIMITED });
      start(payload, answer);
    });
  };

  for (const { plugin, declared } of served) {
    for (const [event, h] of declared.events)
      listen(event, h.contract.limit ?? SOCKET_RATE_LIMIT, (payload, answer) =>
        run(plugin, event, answer, (ctx) => h.handle(h.contract.payload.parse(payload), ctx)),
      );
    // Connecting counts as the first event of the plugin: whatever the tab sends next waits for it.
    if (declared.connected.length && !refusal(me, plugin))
      run(plugin, 'connected', undefined, async (ctx) => {
        for (const hook of declared.connected) await hook(ctx);
      });
  }

  // Declared rooms: the platform admits a tab by the room's rule, in the plugin's queue, so a leave sent
  // after a join is done after it.
  const rooms = (event: string, act: (full: string, hears: () => Promise<boolean>) => Promise<void>) =>
    listen(event, SOCKET_RATE_LIMIT, (payload, answer) => {
      const parsed = RoomPayload.safeParse(payload);
      if (!parsed.success) return answer?.({ error: zodError(parsed.error).toBody() });
      const { plugin, room, key } = parsed.data;
      const target = served.find((s) => s.plugin.code === plugin);
      const mayHear = target?.declared.rooms.get(room);
      if (!target || !mayHear) return answer?.({ error: errors.notFound('No such room', 'errors.notFound').toBody() });
      run(target.plugin, event, answer, (ctx) => act(declaredRoom(clientId, parsed.data), async () => mayHear(ctx, key)));
    });
  rooms(ROOM_JOIN, async (full, hears) => {
    if (!(await hears())) throw errors.forbidden();
    await socket.join(full);
  });
  rooms(ROOM_LEAVE, async (full) => {
    await socket.leave(full);
  });
}
