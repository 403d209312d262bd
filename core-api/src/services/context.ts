import type { ClientDb, CommentParent, Me, PostParent, ServiceContext } from '@atrium/sdk/server';
import type { Core } from '../core.js';
import { Client } from '../clients/entity.js';
import { createClientDb } from '../db/client-db.js';
import { createGrantsService } from '../grants/service.js';
import { createEmployeesService } from '../users/employees.js';
import { createOrgService } from '../structure/service.js';
import { createTagsService } from '../tags/service.js';
import { writeJournal } from '../journal/area.js';
import { createSearchService } from '../search/service.js';
import { parsedSettings } from '../plugins/settings.js';
import { postParentsService } from '../plugins/post-parents.js';
import { commentParentsService } from '../plugins/comment-parents.js';

/** What every context of one app shares: the core and the parent types plugins registered. */
export interface ServiceDeps {
  core: Core;
  postParents: readonly PostParent[];
  commentParents: readonly CommentParent[];
}

interface Scope {
  deps: ServiceDeps;
  clientId: string;
  pluginCode: string;
  me: Me | null;
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

  constructor(deps: ServiceDeps, clientId: string, pluginCode: string, me: Me | null) {
    this[SCOPE] = { deps, clientId, pluginCode, me };
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
    return own(this, 'employees', createEmployeesService(this.db));
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
    return own(this, 'files', s.deps.core.providers.files(s.clientId, s.me, s.pluginCode));
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
  get postParents(): ServiceContext['postParents'] {
    const s = this[SCOPE];
    return own(this, 'postParents', postParentsService(s.deps.core.ds, s.deps.postParents, s.clientId, s.me));
  }
  set postParents(v) {
    own(this, 'postParents', v);
  }
  get commentParents(): ServiceContext['commentParents'] {
    const { deps, clientId, me } = this[SCOPE];
    // A parent plugin's own context for the user, to answer whether they may read or write under its rows.
    const contextOf = (plugin: string, who: Me) => Object.assign(new ClientServices(deps, clientId, plugin, who), { me: who });
    return own(this, 'commentParents', commentParentsService(deps.core.ds, deps.commentParents, clientId, me, contextOf));
  }
  set commentParents(v) {
    own(this, 'commentParents', v);
  }
  get journal(): ServiceContext['journal'] {
    return own(this, 'journal', writeJournal(this.db, this[SCOPE].me?.user.id ?? null));
  }
  set journal(v) {
    own(this, 'journal', v);
  }
  get search(): ServiceContext['search'] {
    return own(this, 'search', createSearchService(this.db, this[SCOPE].pluginCode));
  }
  set search(v) {
    own(this, 'search', v);
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
