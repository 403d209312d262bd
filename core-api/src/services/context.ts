import type { ClientDb, ClientProfile, Me, ServiceContext } from '@atrium/sdk/server';
import type { Core } from '../core.js';
import { Client } from '../clients/entity.js';
import { createClientDb } from '../db/client-db.js';
import { createGrantsService } from '../grants/service.js';
import { createEmployeesService } from '../users/employees.js';
import { createOrgService } from '../structure/service.js';
import { createTagsService } from '../tags/service.js';
import { writeJournal } from '../journal/area.js';
import { createSearchService } from '../search/service.js';
import { createWorkdaysService } from '../workdays/service.js';
import { parsedSettings } from '../plugins/settings.js';
import { extensionsService, type Extensions } from '../plugins/extensions.js';
import { createFeaturesService } from '../clients/features.js';
import { createReceivers } from '../clients/receivers.js';

/** What every context of one app shares: the core and what plugins registered at extension points. */
export interface ServiceDeps {
  core: Core;
  extensions: Extensions;
}

interface Scope {
  deps: ServiceDeps;
  clientId: string;
  pluginCode: string;
  me: Me | null;
  /** An anonymous route's: services that record who acted (journal, files) record nobody. */
  anonymous: boolean;
}

const SCOPE = Symbol('client services');

/** A built service becomes a plain own property of the object it was asked of. */
function own<T>(target: object, key: string, value: T): T {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  return value;
}

/**
 * The services of one client for a request, job, event or socket (`core.serviceContext`). Each service
 * is built on first use, by getters on the prototype: a request touches two or three services, and an
 * object literal of getters and setters (28 closures) cost 4 µs and a tenth of the garbage of every
 * request (docs/benchmarks.md, "The trivial route compiled"). A built or assigned service becomes a plain
 * own property.
 *
 * Contexts are passed on, or given more fields with `Object.assign`, not spread: `{ ...ctx }` copies the
 * services built so far and none of the others.
 *
 * The getters are written out as class members on purpose: defining them from a table with
 * `Object.defineProperty` on the prototype made the trivial route 10 % slower in `npm run bench` (the
 * request's own fields, assigned on every request, then miss V8's fast stores).
 */
export class ClientServices {
  declare [SCOPE]: Scope;

  constructor(deps: ServiceDeps, clientId: string, pluginCode: string, me: Me | null, anonymous = false) {
    this[SCOPE] = { deps, clientId, pluginCode, me, anonymous };
  }

  get db(): ClientDb {
    const s = this[SCOPE];
    return own(this, 'db', createClientDb(s.deps.core.ds, s.clientId));
  }
  set db(v) {
    own(this, 'db', v);
  }
  get grants(): ServiceContext['grants'] {
    return own(this, 'grants', createGrantsService(this.db));
  }
  set grants(v) {
    own(this, 'grants', v);
  }
  get employees(): ServiceContext['employees'] {
    const { me, anonymous } = this[SCOPE];
    return own(this, 'employees', createEmployeesService(this.db, anonymous ? null : (me?.user.id ?? null)));
  }
  set employees(v) {
    own(this, 'employees', v);
  }
  get org(): ServiceContext['org'] {
    return own(this, 'org', createOrgService(this.db));
  }
  set org(v) {
    own(this, 'org', v);
  }
  get notify(): ServiceContext['notify'] {
    const s = this[SCOPE];
    return own(this, 'notify', s.deps.core.providers.notify(s.clientId));
  }
  set notify(v) {
    own(this, 'notify', v);
  }
  get files(): ServiceContext['files'] {
    const s = this[SCOPE];
    return own(this, 'files', s.deps.core.providers.files(s.clientId, s.me, s.pluginCode, s.anonymous));
  }
  set files(v) {
    own(this, 'files', v);
  }
  get jobs(): ServiceContext['jobs'] {
    const s = this[SCOPE];
    return own(this, 'jobs', s.deps.core.providers.jobs(s.clientId, s.pluginCode));
  }
  set jobs(v) {
    own(this, 'jobs', v);
  }
  get realtime(): ServiceContext['realtime'] {
    const s = this[SCOPE];
    return own(this, 'realtime', s.deps.core.providers.realtime(s.clientId, s.pluginCode));
  }
  set realtime(v) {
    own(this, 'realtime', v);
  }
  get tags(): ServiceContext['tags'] {
    return own(this, 'tags', createTagsService(this.db, this[SCOPE].pluginCode));
  }
  set tags(v) {
    own(this, 'tags', v);
  }
  get events(): ServiceContext['events'] {
    const { deps, clientId } = this[SCOPE];
    return own(this, 'events', { emit: (name, payload) => deps.core.emit(clientId, name, payload) });
  }
  set events(v) {
    own(this, 'events', v);
  }
  get extensions(): ServiceContext['extensions'] {
    const s = this[SCOPE];
    return own(this, 'extensions', extensionsService(s.deps.core.ds, s.deps.extensions, s.clientId, s.me));
  }
  set extensions(v) {
    own(this, 'extensions', v);
  }
  get journal(): ServiceContext['journal'] {
    const { me, anonymous } = this[SCOPE];
    return own(this, 'journal', writeJournal(this.db, anonymous ? null : (me?.user.id ?? null)));
  }
  set journal(v) {
    own(this, 'journal', v);
  }
  get search(): ServiceContext['search'] {
    const { deps, pluginCode } = this[SCOPE];
    const plugin = deps.core.plugins.find((p) => p.code === pluginCode);
    return own(this, 'search', createSearchService(this.db, pluginCode, plugin?.search?.beyondGrants));
  }
  set search(v) {
    own(this, 'search', v);
  }
  get workdays(): ServiceContext['workdays'] {
    return own(
      this,
      'workdays',
      createWorkdaysService(this.db, async () => (await this.client()).country),
    );
  }
  set workdays(v) {
    own(this, 'workdays', v);
  }
  get features(): ServiceContext['features'] {
    const { deps, clientId } = this[SCOPE];
    return own(this, 'features', createFeaturesService(deps.core.ds, clientId));
  }
  set features(v) {
    own(this, 'features', v);
  }

  get receivers(): ServiceContext['receivers'] {
    const { deps, clientId } = this[SCOPE];
    return own(
      this,
      'receivers',
      createReceivers(deps.core.ds, clientId, () => this.employees),
    );
  }
  set receivers(v) {
    own(this, 'receivers', v);
  }

  /** The company's settings a plugin may act on. */
  async client(): Promise<ClientProfile> {
    const { deps, clientId } = this[SCOPE];
    const c = await deps.core.ds.getRepository(Client).findOneByOrFail({ id: clientId });
    const country = c.settings?.country;
    return {
      name: c.name,
      workspace: c.workspace,
      lang: c.lang,
      hideMoodMeter: c.settings?.hideMoodMeter === true,
      country: typeof country === 'string' ? country : null,
    };
  }

  /** The plugin's parsed per-client settings. */
  async settings<S>(): Promise<S> {
    const { deps, clientId, pluginCode } = this[SCOPE];
    const client = await deps.core.ds.getRepository(Client).findOneByOrFail({ id: clientId });
    return parsedSettings(
      deps.core.plugins.find((p) => p.code === pluginCode),
      client.settings,
      pluginCode,
    ) as S;
  }
}

/**
 * The context of another plugin for the same client, user and job or event (`me`, `clientId` kept): an
 * extension's entry is called with its registering plugin's own context (plugins/extensions.ts). Answers
 * anything that is not a context as it is (a query builder given to a SQL condition).
 */
export function ownerContext(plugin: string, ctx: unknown): unknown {
  if (!(ctx instanceof ClientServices)) return ctx;
  const { deps, clientId, me } = ctx[SCOPE];
  const extra = ctx as Partial<{ me: Me; clientId: string }>;
  return Object.assign(
    new ClientServices(deps, clientId, plugin, extra.me ?? me),
    extra.me ? { me: extra.me } : {},
    extra.clientId ? { clientId: extra.clientId } : {},
  );
}
