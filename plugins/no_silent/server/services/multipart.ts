import multer from '@koa/multer';
import type { RequestContext } from '@atrium/sdk/server';
import { errors } from '@atrium/sdk/shared';
import { FILE_MAX_BYTES, MAX_FILES, RULES } from '../../shared/constants.js';

export interface ReceivedFile {
  fileName: string;
  data: Buffer;
}

/**
 * The report's fields and attachments, read from its one multipart request: the files come with the report
 * rather than through the core's upload route, which would record who uploaded them. A sixth file is a 400
 * at `files`, a file above the limit a 413; nothing is kept of a refused request (the files are in memory).
 */
export async function receiveReport(ctx: RequestContext): Promise<{ fields: Record<string, string>; files: ReceivedFile[] }> {
  const koa = ctx.raw.koa as Parameters<ReturnType<ReturnType<typeof multer>['any']>>[0];
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { files: MAX_FILES, fileSize: FILE_MAX_BYTES, fields: 10, fieldSize: 64 * 1024 },
  });
  try {
    await upload.any()(koa, async () => undefined);
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'LIMIT_FILE_COUNT') throw RULES.tooManyFiles.badRequest([RULES.tooManyFiles.field('files')]);
    if (code === 'LIMIT_FILE_SIZE') throw RULES.fileTooLarge.tooLarge({ size: '250 MB' });
    throw errors.badRequest('Malformed request body', 'errors.malformed');
  }
  const req = koa.request as unknown as { body?: Record<string, string>; files?: multer.File[] };
  return {
    fields: { ...(req.body ?? {}) },
    // Multer decodes names as latin1; browsers send UTF-8.
    files: (req.files ?? []).map((f) => ({ fileName: Buffer.from(f.originalname, 'latin1').toString('utf8'), data: f.buffer })),
  };
}
