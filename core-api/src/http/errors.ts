import type { Context, Next } from 'koa';
import { z } from 'zod';
import { AppError, errors } from '@atrium/sdk/shared';
import type { Logger } from 'pino';

export function zodError(err: z.ZodError): AppError {
  const details = err.issues.map((i) => ({ path: i.path.join('.'), message: i.message, code: i.code }));
  const first = err.issues[0];
  return errors.badRequest(
    first ? `${first.path.join('.') || 'body'}: ${first.message}` : 'Some data fields are empty',
    'errors.validation',
    details,
  );
}

/** The body parser's failure as the platform's error: too large is 413, anything else malformed JSON (400). */
export function bodyParseError(err: unknown): AppError {
  const e = err as { status?: number; type?: string };
  if (e.status === 413 || e.type === 'entity.too.large') return errors.tooLarge('Request body too large', 'errors.bodyTooLarge');
  return errors.badRequest('Malformed JSON', 'errors.malformed');
}

/** Turns every failure into `{ name, message, key, details? }` with its status. */
export function errorMiddleware(log: Logger) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) throw errors.notFound();
    } catch (err) {
      let e: AppError;
      if (err instanceof AppError) e = err;
      else if (err instanceof z.ZodError) e = zodError(err);
      else if ((err as { status?: number }).status === 413 || (err as { type?: string }).type === 'entity.too.large')
        e = errors.tooLarge('Request body too large', 'errors.bodyTooLarge');
      else if ((err as { status?: number }).status === 400) e = errors.badRequest('Malformed request body', 'errors.malformed');
      else if ((err as { code?: string }).code === 'ER_DUP_ENTRY' || /UNIQUE constraint failed/.test(String((err as Error).message)))
        e = errors.conflict('Already exists', 'errors.duplicate');
      else {
        log.error({ err, path: ctx.path }, 'request failed');
        e = new AppError(500, 'ServerError', 'errors.server', 'Server error');
      }
      ctx.status = e.status;
      ctx.body = e.toBody();
    }
  };
}
