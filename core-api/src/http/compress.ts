import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { Context, Next } from 'koa';

/** Answers smaller than this gain less than the headers and the work cost (the session answer is ~150 bytes). */
export const COMPRESS_MIN_BYTES = 1024;

/** Text types worth compressing; images, archives and office files are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|[\w.+-]+\+json|xml|javascript)|image\/svg\+xml)/;

/**
 * Levels chosen by measuring (docs/benchmarks.md, "Compressed answers"): Brotli quality 4 and gzip 6
 * cost 20–50 µs on a 5–13 KB page and get within 5–10 % of the best levels, which cost 10 times more.
 */
const BROTLI: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP: zlib.ZlibOptions = { level: 6 };
/** Above this, compression (a few ms for an OpenAPI document or an export) runs on the thread pool instead of blocking. */
const ASYNC_ABOVE = 64 * 1024;
const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/**
 * Compresses API answers held in memory (JSON, exports of text) with the best encoding the client
 * accepts. Streams pass untouched: file downloads keep their `Content-Length` and bytes (the static
 * files the build compressed once are streams too). Pages of a few KB compress synchronously: a hop to
 * the thread pool would cost more than the compression.
 */
export function compressAnswers() {
  return async (ctx: Context, next: Next) => {
    await next();
    const body: unknown = ctx.body;
    const raw = typeof body === 'string' ? Buffer.from(body) : Buffer.isBuffer(body) ? body : null;
    if (!raw || raw.length < COMPRESS_MIN_BYTES || ctx.response.get('Content-Encoding') || !COMPRESSIBLE.test(ctx.response.type)) return;
    ctx.vary('Accept-Encoding');
    // Asked one by one: for "gzip, deflate, br" a single negotiation answers gzip (the client's order).
    const big = raw.length > ASYNC_ABOVE;
    if (ctx.acceptsEncodings('br', 'identity') === 'br') {
      ctx.body = big ? await brotliAsync(raw, BROTLI) : zlib.brotliCompressSync(raw, BROTLI);
      ctx.set('Content-Encoding', 'br');
    } else if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
      ctx.body = big ? await gzipAsync(raw, GZIP) : zlib.gzipSync(raw, GZIP);
      ctx.set('Content-Encoding', 'gzip');
    }
  };
}
