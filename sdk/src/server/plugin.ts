import type { AbilityBuilder } from '@casl/ability';
import type { EntitySchema, MigrationInterface } from 'typeorm';
import type { z } from 'zod';
import type { AppAbility, Me, MeUser, ServiceContext, UserContext } from './context.js';
import type { RouteBuilder } from './routes.js';
import type { AtriumEvents, EventName } from '../shared/events.js';

export interface JobContext extends ServiceContext {
  clientId: string;
  data: Record<string, unknown>;
}

export interface EventContext extends ServiceContext {
  clientId: string;
}

export type EventHandlers = { [N in EventName]?: (payload: AtriumEvents[N], ctx: EventContext) => Promise<void> };

export interface NotificationKind {
  section: string;
  /** Default template texts by language; `{{var}}` placeholders. */
  defaultTemplate: Record<'ru' | 'en' | 'uk', { title: string; short: string; full?: string }>;
  variables?: string[];
}

/** A connected browser tab as plugin socket handlers see it. */
export interface RealtimeSocket {
  id: string;
  clientId: string;
  user: MeUser;
  /** Listens to an event of this socket; the plugin's feature switch is checked again on every event. */
  on(event: string, fn: (payload: any, ack?: (answer: unknown) => void) => void | Promise<void>): void;
  emit(event: string, payload: unknown): void;
}

/** The user's service context, given to socket handlers with the socket. */
export type RealtimeContext = UserContext & { clientId: string };

/**
 * Socket handlers of a plugin: `io.on('connection', (socket, ctx) => socket.on('chat:typing', ...))`.
 * Connection handlers run only for users whose client has the plugin on and who have its right.
 */
export type RealtimeSetup = (io: {
  on(event: 'connection', fn: (socket: RealtimeSocket, ctx: RealtimeContext) => void | Promise<void>): void;
}) => void;

/**
 * Which of the given stored files a plugin's records still refer to. The files area asks every plugin
 * before it calls a file hanging (GET api/clients/hangedFilesByClient/{id}).
 */
export type FileRefs = (fileIds: string[], ctx: EventContext) => Promise<string[]>;

export interface PluginDefinition {
  /** Also the client feature code that switches the plugin on. */
  code: string;
  /** The SDK major range the plugin was built for, e.g. '^1'. */
  sdk: string;
  version?: string;
  dependsOn?: string[];
  /** Per-employee rights the plugin adds; the first is the right its routes need by default. */
  rights?: string[];
  entities?: EntitySchema<any>[];
  migrations?: (new () => MigrationInterface)[];
  abilities?: (b: AbilityBuilder<AppAbility>, me: Me) => void;
  routes?: (r: RouteBuilder) => void;
  jobs?: Record<string, (ctx: JobContext) => Promise<void>>;
  notifications?: Record<string, NotificationKind>;
  /** Subscribers by event name; each gets the payload its emitter declared in `AtriumEvents`. */
  on?: EventHandlers;
  realtime?: RealtimeSetup;
  fileRefs?: FileRefs;
  settings?: z.ZodObject;
  onClientEnable?: (ctx: EventContext) => Promise<void>;
  onClientDisable?: (ctx: EventContext) => Promise<void>;
  /** Demo and test data for one client: the demo workspace and the isolation suite both use it. */
  seed?: (ctx: EventContext & { users: { id: string; roles: string[] }[] }) => Promise<void>;
}

/** `on` keys that no `shared/` declared become `never`: a generic parameter alone skips excess-key checks. */
type DeclaredEventsOnly<T> = T extends { on?: infer O } ? { on?: { [K in keyof O]: K extends EventName ? O[K] : never } } : unknown;

export function definePlugin<T extends PluginDefinition>(def: T & DeclaredEventsOnly<T>): T {
  return def;
}
