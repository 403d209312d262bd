import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type {
  FilesService,
  JobsService,
  Me,
  NotifyService,
  PluginDefinition,
  PluginServer,
  RealtimeService,
  ServiceContext,
} from '@atrium/sdk/server';
import type { AtriumEvents, EventName } from '@atrium/sdk/shared';
import type { Config } from './config.js';
import type { Sessions } from './auth/sessions.js';

/** A core area is written like a plugin but is always on and may reach across clients. */
export interface Area extends PluginServer {
  core: true;
  code: string;
}

/** Factories for the services every handler, job and subscriber gets for one client. */
export interface ServiceProviders {
  notify(clientId: string): NotifyService;
  /** `anonymous`: files put are stored without uploader (an anonymous route's, services/context.ts). */
  files(clientId: string, me: Me | null, pluginCode: string, anonymous?: boolean): FilesService;
  jobs(clientId: string, pluginCode: string): JobsService;
  realtime(clientId: string, pluginCode: string): RealtimeService;
}

/** What the core's areas share: built once by createApp, passed to each area factory. */
export interface Core {
  config: Config;
  ds: DataSource;
  log: Logger;
  sessions: Sessions;
  /** Feature plugins, ordered by dependsOn. */
  plugins: PluginDefinition[];
  providers: ServiceProviders;
  /** The service context of one client, as a plugin sees it. */
  serviceContext(clientId: string, opts?: { pluginCode?: string; me?: Me | null; anonymous?: boolean }): ServiceContext;
  /** Raises an event to every subscriber whose plugin is on for the client. */
  emit<N extends EventName>(clientId: string, name: N, payload: AtriumEvents[N]): Promise<void>;
  /** Observes every raised event before its subscribers run (the test harness records them this way). */
  onEmit(fn: (clientId: string, name: string, payload: unknown) => void): void;
  /** Hooks the shutdown sequence runs in reverse order. */
  onClose(fn: () => Promise<void> | void): void;
}

export type AreaFactory = (core: Core) => Area;
