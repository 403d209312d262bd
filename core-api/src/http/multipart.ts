import multer from '@koa/multer';
import type { Context } from 'koa';
import type { MultipartBody, MultipartLimits } from '@atrium/sdk/server';
import { errors } from '@atrium/sdk/shared';

/**
 * `ctx.multipart(limits)`: a plugin route's multipart body read into memory, for files that come with their record
 * rather than through the core's upload route (which records the uploader). A file past the count or the size is
 * refused with the route's own error, or the platform's; nothing is kept of a refused request.
 */
export async function readMultipart(koa: Context, limits: MultipartLimits): Promise<MultipartBody> {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { files: limits.files, fileSize: limits.fileSize, fields: limits.fields ?? 20, fieldSize: 64 * 1024 },
  });
  try {
    await upload.any()(koa as never, async () => undefined);
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'LIMIT_FILE_COUNT')
      throw limits.refuse?.files?.() ?? errors.badRequest(`At most ${limits.files} files at once`, 'files.tooMany');
    if (code === 'LIMIT_FILE_SIZE') throw limits.refuse?.fileSize?.() ?? errors.tooLarge();
    throw errors.badRequest('Malformed request body', 'errors.malformed');
  }
  const req = koa.request as unknown as { body?: Record<string, string>; files?: multer.File[] };
  return {
    fields: { ...(req.body ?? {}) },
    // Multer decodes names as latin1; browsers send UTF-8.
    files: (req.files ?? []).map((f) => ({
      fileName: Buffer.from(f.originalname, 'latin1').toString('utf8'),
      mimetype: f.mimetype,
      data: f.buffer,
    })),
  };
}
