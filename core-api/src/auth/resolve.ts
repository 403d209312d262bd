import type { Context } from 'koa';
import { errors } from '@atrium/sdk/shared';
import type { Me, MeClient, MeUser } from '@atrium/sdk/server';
import type { Core } from '../core.js';
import { buildMe } from '../rights/ability.js';
import { hashToken } from './tokens.js';
import { sqliteTime } from '../db/datetime.js';
import { Session } from './entities.js';

export interface AuthState {
  token: string;
  me: Me;
}

/**
 * Roles, rights and features arrive as JSON text on every request and are the same few strings for
 * thousands of requests: parsed once and kept (bounded), handed out frozen, so every request shares them
 * and none can change another's (a copy per request was a tenth of the trivial route's garbage).
 */
const parsed = new Map<string, unknown>();
const freeze = (value: unknown): unknown => {
  if (Array.isArray(value)) for (const x of value) if (x && typeof x === 'object') Object.freeze(x);
  return Object.freeze(value);
};
const parseJson = <T>(v: unknown, fallback: T): T => {
  if (v === null || v === undefined) return fallback;
  if (typeof v !== 'string') return v as T;
  let value = parsed.get(v);
  if (value === undefined) {
    try {
      value = freeze(JSON.parse(v));
    } catch {
      return fallback;
    }
    if (parsed.size > 5000) parsed.clear();
    parsed.set(v, value);
  }
  return value as T;
};

/** A datetime column in milliseconds: SQLite hands datetimes back as UTC strings, MySQL as Date objects. */
const timeOf = (v: unknown): number => {
  if (v instanceof Date) return v.getTime();
  const text = String(v);
  return sqliteTime(text) ?? Date.parse(text.replace(' ', 'T') + (text.endsWith('Z') ? '' : 'Z'));
};

export function clientFromRow(r: Record<string, unknown>, prefix = ''): MeClient {
  return {
    id: String(r[`${prefix}id`]),
    workspace: String(r[`${prefix}workspace`]),
    name: String(r[`${prefix}name`]),
    status: r[`${prefix}status`] as 'active' | 'blocked',
    features: parseJson(r[`${prefix}features`], []),
  };
}

// One query per request: session, user and the user's client. Backticks quote on SQLite and MySQL alike.
export const SESSION_SQL = `SELECT s.id AS s_id, s.expiresAt AS s_expiresAt, COALESCE(s.lastSeenAt, s.createdAt) AS s_seenAt, u.id AS u_id, u.clientId AS u_clientId, u.login AS u_login, u.email AS u_email,
  u.firstName AS u_firstName, u.lastName AS u_lastName, u.roles AS u_roles, u.rights AS u_rights, u.lang AS u_lang,
  u.departmentId AS u_departmentId, u.chiefId AS u_chiefId, u.city AS u_city, u.position AS u_position, u.workingSince AS u_workingSince,
  u.superuser AS u_superuser, u.blocked AS u_blocked, u.deletion_mark AS u_deleted,
  c.id AS c_id, c.workspace AS c_workspace, c.name AS c_name, c.status AS c_status, c.features AS c_features
  FROM \`session\` s JOIN \`user\` u ON u.id = s.userId LEFT JOIN \`client\` c ON c.id = u.clientId WHERE s.tokenHash = ?`;

const CLIENT_SQL = 'SELECT id, workspace, name, status, features FROM `client` WHERE workspace = ? OR id = ?';

export function userFromRow(r: Record<string, unknown>): MeUser {
  return {
    id: String(r.u_id),
    clientId: r.u_clientId as string,
    login: (r.u_login as string) ?? null,
    email: String(r.u_email),
    firstName: String(r.u_firstName),
    lastName: String(r.u_lastName),
    roles: parseJson(r.u_roles, []),
    rights: parseJson(r.u_rights, []),
    lang: String(r.u_lang ?? 'ru'),
    departmentId: (r.u_departmentId as string) ?? null,
    chiefId: (r.u_chiefId as string) ?? null,
    city: (r.u_city as string) ?? null,
    position: (r.u_position as string) ?? null,
    workingSince: (r.u_workingSince as string) ?? null,
    superuser: !!Number(r.u_superuser ?? 0),
  };
}

export async function loadClient(core: Core, ref: string): Promise<MeClient | null> {
  const rows: Record<string, unknown>[] = await core.ds.query(CLIENT_SQL, [ref, ref]);
  return rows[0] ? clientFromRow(rows[0]) : null;
}

type Lookup = (tokenHash: string) => Promise<Record<string, unknown> | undefined>;

/**
 * The session query of every request. On SQLite it is one prepared statement on the driver's own
 * connection (better-sqlite3 is synchronous, so this reads the same committed state TypeORM does,
 * without building a query runner per request); on MySQL it goes through the pool.
 */
function sessionLookup(core: Core): Lookup {
  const conn = (core.ds.driver as { databaseConnection?: { prepare?: (sql: string) => { get(...p: unknown[]): unknown } } })
    .databaseConnection;
  if (core.ds.options.type === 'better-sqlite3' && conn?.prepare) {
    const st = conn.prepare(SESSION_SQL);
    return async (hash) => st.get(hash) as Record<string, unknown> | undefined;
  }
  return async (hash) => ((await core.ds.query(SESSION_SQL, [hash])) as Record<string, unknown>[])[0];
}

/** Requests the app makes on its own (polling, renewals) say so: they are not the user's activity. */
export const BACKGROUND_HEADER = 'x-atrium-background';

/**
 * The signed-in user a stored session (by its token's hash) gives, with the workspace the request names
 * (`wanted`, '' for none): null when it names no live session of an active user, or the session has been
 * idle longer than `sessionIdleMinutes`. A non-superadmin's workspace must be the user's own and its
 * company active (403 otherwise); a superadmin may enter any client or none. `active` requests count as
 * the user's activity. The request pipeline and the file reader both resolve sessions through it.
 */
export function sessionHashResolver(core: Core) {
  let lookup: Lookup | null = null;
  const idleMs = core.config.sessionIdleMinutes * 60_000;
  const touch = (id: string) =>
    core.ds
      .getRepository(Session)
      .update({ id }, { lastSeenAt: new Date() })
      .catch((err: unknown) => core.log.warn({ err }, 'session activity not recorded'));
  return async (tokenHash: string, wanted: string, active: boolean): Promise<Me | null> => {
    const row = await (lookup ??= sessionLookup(core))(tokenHash);
    const now = Date.now();
    if (!row || timeOf(row.s_expiresAt) <= now || Number(row.u_blocked) || Number(row.u_deleted)) return null;
    if (idleMs > 0) {
      const seen = timeOf(row.s_seenAt);
      if (now - seen > idleMs) return null;
      // Written at most once a minute: one UPDATE per active session a minute, not one per request.
      if (active && now - seen > 60_000) void touch(String(row.s_id));
    }
    const user = userFromRow(row);
    const isSuperadmin = user.roles.includes('superadmin');
    let client: MeClient | null = row.c_id ? clientFromRow(row, 'c_') : null;
    if (isSuperadmin) {
      client = wanted ? await loadClient(core, wanted) : null;
      if (wanted && !client) throw errors.notFound();
    } else {
      if (!client || (wanted && wanted !== client.workspace && wanted !== client.id))
        throw errors.forbidden('No access', 'errors.noAccess');
      if (client.status === 'blocked') throw errors.forbidden('company blocked', 'auth.companyBlocked');
    }
    return buildMe(user, client, core.plugins);
  };
}

/**
 * Resolves the bearer token and X-COMPANY-ID into `ctx.state.auth` (and returns it). A non-superadmin's
 * header must name the user's own client; a superadmin may enter any client or none. Called by each
 * route as it starts (http/mount.ts), so a request no route answers (a file, a 404) resolves no session.
 */
export function resolveAuth(core: Core) {
  const resolve = sessionHashResolver(core);
  // `activity: false` for an anonymous route (RouteOptions.anonymous): the call leaves no trace on the session.
  return async (ctx: Context, activity = true): Promise<AuthState | undefined> => {
    const header = ctx.get('authorization');
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) return undefined;
    const me = await resolve(hashToken(token), ctx.get('x-company-id').trim(), activity && ctx.get(BACKGROUND_HEADER) !== '1');
    if (!me) return undefined;
    const auth: AuthState = { token, me };
    ctx.state.auth = auth;
    return auth;
  };
}
