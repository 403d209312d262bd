import type { Context } from 'koa';
import { bodyParser } from '@koa/bodyparser';
import { bodyParseError } from './errors.js';

const parser = bodyParser({
  jsonLimit: '1mb',
  enableTypes: ['json'],
  onError: (err) => {
    throw bodyParseError(err);
  },
});
const done = async () => {};

/**
 * The request's JSON body, read by a route that declares one (http/mount.ts) once the caller and the
 * route's own size limit have been checked: no other request pays for the parser, and an unknown or
 * refused caller's body is never read. `{}` when the request has none.
 */
export async function readJsonBody(ctx: Context): Promise<unknown> {
  await parser(ctx, done);
  return (ctx.request as { body?: unknown }).body ?? {};
}
