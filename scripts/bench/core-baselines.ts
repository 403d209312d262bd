import crypto from 'node:crypto';
import argon2 from 'argon2';
import Koa from 'koa';
import { SESSION_SQL } from '../../core-api/src/auth/resolve.js';
import { hashToken } from '../../core-api/src/auth/tokens.js';
import { sqliteParam, type Statement } from './capture.js';
import { openSqlite } from './sqlite.js';

/** What the core rows' baselines need from the app's setup: its database, the list's statements, a password and its hash. */
export interface CoreBaselineInput {
  sqliteFile: string;
  /** The session statement first, then the statements the app ran for one page of the list. */
  listStatements: Statement[];
  passwordHash: string;
  password: string;
}

/**
 * The bare Koa servers the core rows compare the app with, on the app's database through the same driver:
 * the session statement answered as the trivial route's fields, the list's very statements answered as
 * rows, and one argon2 verify of the same hash.
 */
export function coreBaselines(o: CoreBaselineInput): Record<'trivial' | 'list' | 'signin', Koa> {
  const db = openSqlite(o.sqliteFile);
  const prepared = o.listStatements.map((s) => ({ st: db.prepare(s.sql), params: s.params.map(sqliteParam) }));
  const sessionSt = db.prepare(SESSION_SQL);
  const tokenHash = (ctx: Koa.Context) => hashToken(String(ctx.get('authorization')).slice(7));
  const trivial = new Koa().use((ctx) => {
    const row = sessionSt.all(tokenHash(ctx))[0] as { u_id: string; u_clientId: string };
    ctx.body = { result: { userId: row.u_id, clientId: row.u_clientId, currentTime: new Date().toISOString() } };
  });
  const list = new Koa().use((ctx) => {
    prepared[0]!.params = [tokenHash(ctx)];
    const out = prepared.map(({ st, params }) => (st.reader ? st.all(...params) : st.run(...params)));
    ctx.body = { result: out[1], page: 1, limit: 25, total: (out[2] as { cnt?: number }[] | undefined)?.[0]?.cnt ?? 0 };
  });
  const signin = new Koa().use(async (ctx) => {
    ctx.body = { token: (await argon2.verify(o.passwordHash, o.password)) ? crypto.randomBytes(32).toString('hex') : null };
  });
  return { trivial, list, signin };
}
