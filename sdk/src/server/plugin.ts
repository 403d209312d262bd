import type { AbilityBuilder } from '@casl/ability';
import type { EntitySchema, MigrationInterface } from 'typeorm';
import type { z } from 'zod';
import type { AppAbility, FileOwner, Me, ServiceContext, UserContext } from './context.js';
import { collectRealtime, type RealtimeSetup } from './realtime.js';
import type { RouteBuilder } from './routes.js';
import type { RoutesPlatform } from './extensions.js';
import type { FigureProviders } from './figures.js';
import type { PluginSearch } from './search.js';
import type { ExtensionRegistration } from '../shared/extension-points.js';
import type { AtriumEvents, EventName } from '../shared/events.js';
import type { PluginManifest, SectionsOf } from '../shared/manifest.js';

export interface JobContext extends ServiceContext {
  clientId: string;
  data: Record<string, unknown>;
}

export interface EventContext extends ServiceContext {
  clientId: string;
}

export type EventHandlers = { [N in EventName]?: (payload: AtriumEvents[N], ctx: EventContext) => Promise<void> };

export interface NotificationKind<Section extends string = string> {
  /** The core's `other` or one of the sections the plugin's manifest declares. */
  section: Section;
  /** Default template texts by language; `{{var}}` placeholders. */
  defaultTemplate: Record<'ru' | 'en' | 'uk', { title: string; short: string; full?: string }>;
  variables?: string[];
}

/** A plugin's notification kinds by name; a section its manifest does not declare (nor the core's `other`) fails to compile. */
export type NotificationKinds<M extends PluginManifest> = Record<string, NotificationKind<SectionsOf<M>>>;

/**
 * Which of the given stored files a plugin's records still refer to. The files area asks every plugin
 * before it calls a file hanging (GET api/clients/hangedFilesByClient/{id}).
 */
export type FileRefs = (fileIds: string[], ctx: EventContext) => Promise<string[]>;

/**
 * Whether the signed-in user may read a file attached to one of the plugin's records: the record's own
 * read rule (a restricted post's grants). Without it, such files are readable by everyone in the client.
 */
export type FileAccess = (ctx: UserContext, owner: FileOwner) => Promise<boolean>;

/**
 * A plugin's work for state outside its rows when a client's data moves or goes (rows need none of it):
 * - `exported` runs while a client's archive is written (export, clone): `dir` is the plugin's own empty folder in
 *   the archive (`plugins/<code>/`), for what it keeps elsewhere.
 * - `imported` runs once the new workspace's rows are committed (import, clone), with the new client's context:
 *   `dir` holds what `exported` wrote (empty when nothing), `newId` gives the id an archive's id got. A failure
 *   removes the new workspace again.
 * - `removed` runs after the client's rows of the plugin are deleted (a full delete or
 *   `DELETE api/clients/{id}/{plugin}`), to drop what lives elsewhere.
 */
export interface ClientDataHooks {
  exported?: (ctx: EventContext, archive: { dir: string }) => Promise<void>;
  imported?: (ctx: EventContext, archive: { dir: string; newId: (archiveId: string) => string }) => Promise<void>;
  removed?: (ctx: EventContext) => Promise<void>;
}

/** What `definePlugin` adds to the manifest: the server half of a plugin. */
export interface PluginServer<Section extends string = string> {
  entities?: EntitySchema<any>[];
  migrations?: (new () => MigrationInterface)[];
  abilities?: (b: AbilityBuilder<AppAbility>, me: Me) => void;
  /** `platform` says what installed plugins registered at the plugin's extension points (`platform.installed(point)`). */
  routes?: (r: RouteBuilder, platform: RoutesPlatform) => void;
  jobs?: Record<string, (ctx: JobContext) => Promise<void>>;
  notifications?: Record<string, NotificationKind<Section>>;
  /** Subscribers by event name; each gets the payload its emitter declared in `AtriumEvents`. */
  on?: EventHandlers;
  /** Socket events, rooms and connection work of the plugin, over its contracts (`realtime.ts`). */
  realtime?: RealtimeSetup;
  fileRefs?: FileRefs;
  fileAccess?: FileAccess;
  settings?: z.ZodObject;
  onClientEnable?: (ctx: EventContext) => Promise<void>;
  onClientDisable?: (ctx: EventContext) => Promise<void>;
  /** Only for state outside the plugin's rows (docs/plugin-guide.md, Client data): rows move and go without it. */
  clientData?: ClientDataHooks;
  /**
   * What the plugin registers at other plugins' extension points (`point.register({ key: entry })`, each
   * point's server named in the manifest's `dependsOn` or `optionalDependsOn`). A registration at a point
   * whose server is not installed is skipped.
   */
  extends?: readonly ExtensionRegistration<any>[];
  /**
   * The models whose rows carry the plugin's tags, by model code: `{ task: Task }`. The core's direct
   * attach (`PUT api/tag/attach/to/{model}/{item}`) answers 404 for another model or a row that does not exist.
   */
  taggable?: Record<string, EntitySchema<any>>;
  /** The analytics figures the plugin answers (`figures.ts`): `{ coins: (ctx, period) => … }`. */
  figures?: FigureProviders;
  /** Reader rules of the plugin's indexed kinds and its rebuild hook, for the one search (search.ts). */
  search?: PluginSearch;
  /** Demo and test data for one client: the demo workspace and the isolation suite both use it. */
  seed?: (ctx: SeedContext) => Promise<void>;
}

/**
 * What a plugin's `seed` gets: the client's context, the employees already made for it with their roles, and what
 * the data is for: `demo`, the workspace a newcomer opens; `test`, the isolation suite and tests, which need a row
 * of every kind even where a demo should show none (nobody's violation report).
 */
export type SeedContext = EventContext & { users: { id: string; roles: string[] }[]; purpose: 'demo' | 'test' };

/** A plugin as the core reads it: the manifest's facts at the top (`code`, `rights` ...) and the server half. */
export interface PluginDefinition extends PluginServer {
  /** Also the client feature code that switches the plugin on. */
  code: string;
  /** The SDK major range the plugin was built for, e.g. '^1'. */
  sdk: string;
  /** From the package's package.json, set by the core when it loads the plugin. */
  version?: string;
  dependsOn?: readonly string[];
  /** Plugins used where installed (`PluginManifest.optionalDependsOn`). */
  optionalDependsOn?: readonly string[];
  /** The codes of the per-employee rights the plugin adds; the first is the right its routes need by default. */
  rights: string[];
  /** The one declaration of the plugin (`shared/manifest.ts`), with the titles and the UI's static part. */
  manifest: PluginManifest;
}

/** The default export of a plugin's `server/index.ts`: its manifest and its server half. */
export function definePlugin<const M extends PluginManifest>(manifest: M, server: PluginServer<SectionsOf<M>>): PluginDefinition {
  // A socket contract of another plugin's code, or one declared twice, refuses the plugin as it loads.
  collectRealtime(manifest.code, server.realtime);
  return {
    ...(server as PluginServer),
    code: manifest.code,
    sdk: manifest.sdk,
    dependsOn: manifest.dependsOn,
    optionalDependsOn: manifest.optionalDependsOn,
    rights: Object.keys(manifest.rights),
    manifest,
  };
}
