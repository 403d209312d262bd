import fs from 'node:fs';
import path from 'node:path';
import multer from '@koa/multer';
import type { Context } from 'koa';
import { errors } from '@atrium/sdk/shared';
import { newId } from '../db/ids.js';
import { tooLarge } from './ingest.js';
import { FRAMING, limitFor } from './size.js';

export interface Received {
  tmpPath: string;
  fileName: string;
  size: number;
}

const MAX_FILES = 10;

/**
 * Streams the multipart body into temporary files under DATA_DIR/tmp, stopping a file at the limit of its
 * purpose. On any refusal every temporary file of the request is removed before the error is answered.
 */
export async function receiveUploads(koa: Context, tmpDir: string, purpose: string): Promise<Received[]> {
  const limit = limitFor(purpose);
  // A declared length that cannot fit is refused before a byte of the body is read (the UI sends one file a
  // request; files sent together share the limit). Without a length, multer stops the file at the limit.
  if (Number(koa.get('content-length') || 0) > limit + FRAMING) throw tooLarge(purpose);
  await fs.promises.mkdir(tmpDir, { recursive: true });
  const made: string[] = [];
  const upload = multer({
    storage: multer.diskStorage({
      destination: tmpDir,
      filename: (_req, _file, cb) => {
        const name = `${newId()}.upload`;
        made.push(path.join(tmpDir, name));
        cb(null, name);
      },
    }),
    // Paths are kept so that a name with a path is refused rather than silently cut.
    preservePath: true,
    limits: { fileSize: limit, files: MAX_FILES, fields: 20, fieldSize: 64 * 1024 },
  } as multer.Options);
  try {
    await upload.any()(koa as never, async () => undefined);
  } catch (err) {
    await Promise.all(made.map((f) => fs.promises.rm(f, { force: true })));
    const code = (err as { code?: string }).code;
    if (code === 'LIMIT_FILE_SIZE') throw tooLarge(purpose);
    if (code === 'LIMIT_FILE_COUNT') throw errors.badRequest(`At most ${MAX_FILES} files at once`, 'files.tooMany');
    throw errors.badRequest('Uploading error', 'files.uploadError');
  }
  const files = (Array.isArray(koa.request.files) ? koa.request.files : Object.values(koa.request.files ?? {}).flat()) as multer.File[];
  if (!files.length) {
    await Promise.all(made.map((f) => fs.promises.rm(f, { force: true })));
    throw errors.badRequest('Some data fields are empty', 'files.noFile');
  }
  // Multer decodes names as latin1; browsers send UTF-8.
  return files.map((f) => ({ tmpPath: f.path, fileName: Buffer.from(f.originalname, 'latin1').toString('utf8'), size: f.size }));
}

export async function discard(received: Received[]) {
  await Promise.all(received.map((r) => fs.promises.rm(r.tmpPath, { force: true })));
}
