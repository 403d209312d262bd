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

/** What one request may bring: bytes per file, how many files, and the refusal of a file too large. */
export interface UploadLimits {
  bytes: number;
  files: number;
  tooLarge: () => Error;
}

const MAX_FILES = 10;

/** The upload route's limits for a purpose (`post` stops at 20 MB). */
export const purposeLimits = (purpose: string): UploadLimits => ({
  bytes: limitFor(purpose),
  files: MAX_FILES,
  tooLarge: () => tooLarge(purpose),
});

/**
 * Streams the multipart body into temporary files under `tmpDir`, stopping a file at the limit, so no file is ever
 * held in memory; answers the files and the text fields. On any refusal every temporary file of the request is
 * removed before the error is answered.
 */
export async function receiveForm(
  koa: Context,
  tmpDir: string,
  limits: UploadLimits,
): Promise<{ files: Received[]; fields: Record<string, string> }> {
  // A declared length that cannot fit is refused before a byte of the body is read (the UI sends one file a
  // request; files sent together share the limit). Without a length, multer stops the file at the limit.
  if (Number(koa.get('content-length') || 0) > limits.bytes + FRAMING) throw limits.tooLarge();
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
    limits: { fileSize: limits.bytes, files: limits.files, fields: 20, fieldSize: 64 * 1024 },
  } as multer.Options);
  try {
    await upload.any()(koa as never, async () => undefined);
  } catch (err) {
    await Promise.all(made.map((f) => fs.promises.rm(f, { force: true })));
    const code = (err as { code?: string }).code;
    if (code === 'LIMIT_FILE_SIZE') throw limits.tooLarge();
    if (code === 'LIMIT_FILE_COUNT') throw errors.badRequest(`At most ${limits.files} files at once`, 'files.tooMany');
    throw errors.badRequest('Uploading error', 'files.uploadError');
  }
  const files = (Array.isArray(koa.request.files) ? koa.request.files : Object.values(koa.request.files ?? {}).flat()) as multer.File[];
  if (!files.length) {
    await Promise.all(made.map((f) => fs.promises.rm(f, { force: true })));
    throw errors.badRequest('Some data fields are empty', 'files.noFile');
  }
  return {
    // Multer decodes names as latin1; browsers send UTF-8.
    files: files.map((f) => ({ tmpPath: f.path, fileName: Buffer.from(f.originalname, 'latin1').toString('utf8'), size: f.size })),
    fields: { ...((koa.request as unknown as { body?: Record<string, string> }).body ?? {}) },
  };
}

/** `POST api/upload`: the files of a request, within the limits of their purpose. */
export async function receiveUploads(koa: Context, tmpDir: string, purpose: string): Promise<Received[]> {
  return (await receiveForm(koa, tmpDir, purposeLimits(purpose))).files;
}

export async function discard(received: Received[]) {
  await Promise.all(received.map((r) => fs.promises.rm(r.tmpPath, { force: true })));
}
