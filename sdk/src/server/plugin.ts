import type { AbilityBuilder } from '@casl/ability';
import type { EntitySchema, MigrationInterface } from 'typeorm';
import type { z } from 'zod';
import type { AppAbility, Me, ServiceContext } from './context.js';
import type { RouteBuilder } from './routes.js';

export interface JobContext extends ServiceContext {
  clientId: string;
  data: Record<string, unknown>;
}

export interface EventContext extends ServiceContext {
  clientId: string;
}

export interface NotificationKind {
  section: string;
  /** Default template texts by language; `{{var}}` placeholders. */
  defaultTemplate: Record<'ru' | 'en' | 'uk', { title: string; short: string; full?: string }>;
  variables?: string[];
}

/** A socket handler: gets the connected socket and the user's service context. */
export type RealtimeSetup = (io: { on(event: string, fn: (socket: unknown) => void): void }) => void;

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
  on?: Record<string, (payload: Record<string, unknown>, ctx: EventContext) => Promise<void>>;
  realtime?: RealtimeSetup;
  settings?: z.ZodObject;
  onClientEnable?: (ctx: EventContext) => Promise<void>;
  onClientDisable?: (ctx: EventContext) => Promise<void>;
  /** Demo and test data for one client: the demo workspace and the isolation suite both use it. */
  seed?: (ctx: EventContext & { users: { id: string; roles: string[] }[] }) => Promise<void>;
}

export function definePlugin<T extends PluginDefinition>(def: T): T {
  return def;
}
