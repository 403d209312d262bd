import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { Context } from 'koa';

/** Answers smaller than this gain less than the headers and the work cost (the session answer is ~150 bytes). */
const COMPRESS_MIN_BYTES = 1024;

/** Text types worth compressing; images, archives and office files are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|[\w.+-]+\+json|xml|javascript)|image\/svg\+xml)/;

/**
 * Levels chosen by the app's CPU time per request (docs/benchmarks.md, "Compressed answers"). A page held
 * in memory (at most 64 KB: a 64 KB window covers it) takes Brotli 1: ~31 µs for an 18 KB employee page on
 * an Intel Xeon, against ~55 µs for Brotli 2, for 14 % more bytes (still a ninth of the page); gzip 1
 * costs less than half of gzip 6 for 4 % more. Larger answers (the OpenAPI document, exports) are
 * compressed on the thread pool, where Brotli 4 and gzip 6 cost no request its time.
 */
const BROTLI: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_LGWIN]: 16 } };
const GZIP: zlib.ZlibOptions = { level: 1 };
const BROTLI_LARGE: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_LARGE: zlib.ZlibOptions = { level: 6 };
/** Above this, compression (a few ms for an OpenAPI document or an export) runs on the thread pool instead of blocking. */
const ASYNC_ABOVE = 64 * 1024;
const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/**
 * Compresses a route's answer held in memory (JSON, exports of text) with the best encoding the client
 * accepts; called where routes set their answer (http/mount.ts), so other requests pay nothing. Streams
 * pass untouched: file downloads keep their `Content-Length` and bytes. Pages of a few KB compress
 * synchronously (a hop to the thread pool would cost more than the compression); only large ones give
 * a promise to wait for.
 */
export function compressAnswer(ctx: Context): Promise<void> | undefined {
  const body: unknown = ctx.body;
  // Cheapest checks first: most answers are short JSON text, measured by its length in characters.
  if (typeof body === 'string' ? body.length < COMPRESS_MIN_BYTES : !Buffer.isBuffer(body) || body.length < COMPRESS_MIN_BYTES) return;
  if (ctx.response.get('Content-Encoding') || !COMPRESSIBLE.test(ctx.response.type)) return;
  ctx.vary('Accept-Encoding');
  // Asked one by one: for "gzip, deflate, br" a single negotiation answers gzip (the client's order).
  const encoding =
    ctx.acceptsEncodings('br', 'identity') === 'br' ? 'br' : ctx.acceptsEncodings('gzip', 'identity') === 'gzip' ? 'gzip' : null;
  if (!encoding) return;
  // Text becomes bytes only to be compressed: a client that accepts neither gets the text as it is.
  const raw = typeof body === 'string' ? Buffer.from(body) : (body as Buffer);
  ctx.set('Content-Encoding', encoding);
  if (raw.length <= ASYNC_ABOVE) {
    ctx.body = encoding === 'br' ? zlib.brotliCompressSync(raw, BROTLI) : zlib.gzipSync(raw, GZIP);
    return;
  }
  return (encoding === 'br' ? brotliAsync(raw, BROTLI_LARGE) : gzipAsync(raw, GZIP_LARGE)).then((out) => {
    ctx.body = out;
  });
}
