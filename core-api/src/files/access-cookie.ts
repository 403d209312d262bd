import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'koa';
import type { Config } from '../config.js';
import { hashToken } from '../auth/tokens.js';

/**
 * `<img src>` sends no header, and the session token must never travel in a URL (security review,
 * finding 9). So the app holds a short-lived cookie limited to `/api/files`: it names the session (by
 * its token's hash, which is no credential on its own) and the workspace, signed by the installation.
 * Every download still checks that session (live, not idle, its user and company active). The app
 * gets the cookie with `GET api/me` and renews it with `POST api/files/access` (docs/operations.md, Files).
 */
export const FILE_COOKIE = 'atrium_files';
export const FILE_COOKIE_SECONDS = 30 * 60;
const ATTRS = 'Path=/api/files; HttpOnly; SameSite=Strict';

const sign = (secret: string, body: string) => crypto.createHmac('sha256', secret).update(body).digest('base64url');

/** The installation's signing key: `APP_SECRET`, or one made on first start and kept in the data folder. */
export function appSecret(config: Config): string {
  if (config.appSecret) return config.appSecret;
  const file = path.join(config.dataDir, 'app-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const made = crypto.randomBytes(32).toString('hex');
    // 'wx': two nodes starting at once on one data folder keep the first key written.
    try {
      fs.writeFileSync(file, made, { mode: 0o600, flag: 'wx' });
      return made;
    } catch {
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}

/** The Set-Cookie value for the session of this request (its bearer token) and the workspace it works in. */
export function fileCookieFor(secret: string, koa: Context, token: string): string {
  const wanted = koa.get('x-company-id').trim() || '-';
  const expires = Math.floor(Date.now() / 1000) + FILE_COOKIE_SECONDS;
  const body = `${hashToken(token)}.${wanted}.${expires}`;
  return `${FILE_COOKIE}=${body}.${sign(secret, body)}; Max-Age=${FILE_COOKIE_SECONDS}; ${ATTRS}${koa.secure ? '; Secure' : ''}`;
}

/** Ends the cookie (sign-out). */
export const clearedFileCookie = `${FILE_COOKIE}=; Max-Age=0; ${ATTRS}`;

/** The session hash and workspace a request's file cookie names, if its signature holds and it has not expired. */
export function readFileCookie(secret: string, cookieHeader: string | undefined): { tokenHash: string; wanted: string } | null {
  const raw = cookieHeader
    ?.split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${FILE_COOKIE}=`))
    ?.slice(FILE_COOKIE.length + 1);
  const parts = raw?.split('.');
  if (!parts || parts.length !== 4) return null;
  const [tokenHash, wanted, expires, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(secret, `${tokenHash}.${wanted}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  if (Number(expires) * 1000 <= Date.now()) return null;
  return { tokenHash, wanted: wanted === '-' ? '' : wanted };
}
