import sharp from 'sharp';
import { errors, formatSize } from '@atrium/sdk/shared';
import type { StoredFile } from '@atrium/sdk/server';
import type { Core } from '../core.js';
import { createClientDb } from '../db/client-db.js';
import { newId } from '../db/ids.js';
import { Client } from '../clients/entity.js';
import { FileEntity, FileRefEntity, type FileRow } from './entity.js';
import type { FileUse } from './owners.js';
import type { FileStore, Source } from './store.js';
import { checkFileName, detectType, THUMB_TYPES } from './types.js';
import { GB, limitFor, MAX_POST_FILE } from './size.js';

export interface Incoming {
  source: Source;
  size: number;
  fileName: string;
  purpose: string;
  uploaderId: string | null;
  owner?: FileUse;
  /**
   * Put by an anonymous route: the rows tell nothing of when or by whom, so the id is a random UUIDv4 (not
   * time-ordered) and the times are the day only, as the anonymous records they belong to.
   */
  anonymous?: boolean;
}

/** The size limit of a purpose, with its refusal text (docs/architecture.md, Limits). */
export function tooLarge(purpose: string) {
  return purpose === 'post'
    ? errors.tooLarge(`Files above ${formatSize(MAX_POST_FILE)} cannot be attached`, 'files.attachmentTooLarge', {
        size: formatSize(MAX_POST_FILE),
      })
    : errors.tooLarge('file size too big', 'files.tooLarge', { size: formatSize(limitFor(purpose)) });
}

/** Bytes the client's files take. */
export async function usedBytes(core: Core, clientId: string): Promise<number> {
  const raw = await createClientDb(core.ds, clientId)
    .repo(FileEntity)
    .qb('f')
    .select('COALESCE(SUM(f.size), 0)', 'used')
    .getRawOne<{ used: number | string }>();
  return Number(raw?.used ?? 0);
}

/** Refuses what would pass the client's storage quota (client.storageTotalGb). */
export async function checkQuota(core: Core, clientId: string, incoming: number): Promise<void> {
  const client = await core.ds.getRepository(Client).findOneByOrFail({ id: clientId });
  const total = client.storageTotalGb * GB;
  const used = await usedBytes(core, clientId);
  if (used + incoming > total) {
    const available = Math.max(0, total - used);
    throw errors.tooLarge(`Storage limit reached (${formatSize(total)}), Available ${formatSize(available)}`, 'files.storageLimit', {
      size: formatSize(total),
      available: formatSize(available),
    });
  }
}

export const fileUrl = (id: string) => `/api/files/${id}`;
export const thumbUrl = (id: string) => `/api/files/${id}/thumb`;

export function storedFile(row: FileRow): StoredFile {
  return {
    id: row.id,
    key: row.key,
    url: fileUrl(row.id),
    thumb: row.thumbKey ? thumbUrl(row.id) : null,
    fileName: row.fileName,
    mimetype: row.mimetype,
    size: row.size,
  };
}

/** The upload answer item: `file` (with `src`), `thumb`, `url`, `fileName`. */
export function uploadResult(row: FileRow) {
  const f = storedFile(row);
  return {
    file: { _id: f.id, src: f.url, name: f.fileName, size: f.size, mimetype: f.mimetype, thumb: f.thumb },
    thumb: f.thumb,
    url: f.url,
    fileName: f.fileName,
  };
}

async function makeThumb(source: Source): Promise<Buffer | null> {
  try {
    return await sharp('path' in source ? source.path : source.buffer, { failOn: 'error', limitInputPixels: 100_000_000 })
      .rotate()
      .resize(400, 400, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    // An image sharp cannot read is still stored; it just has no thumbnail.
    return null;
  }
}

/**
 * Checks one file (name, size limit of its purpose, type from content, quota) and stores it with its
 * thumbnail. Nothing is written until every check has passed; a failed write leaves nothing behind.
 */
export async function storeFile(core: Core, store: FileStore, clientId: string, f: Incoming): Promise<FileRow> {
  const fileName = checkFileName(f.fileName);
  if (f.size > limitFor(f.purpose)) throw tooLarge(f.purpose);
  const { mimetype, ext } = await detectType(f.source, fileName);
  await checkQuota(core, clientId, f.size);
  const id = f.anonymous ? crypto.randomUUID() : newId();
  const day = f.anonymous ? new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`) : undefined;
  const times = day ? { createdAt: day, updatedAt: day } : {};
  const month = new Date().toISOString().slice(0, 7);
  const key = `${clientId}/${month}/${id}.${ext}`;
  const thumb = THUMB_TYPES.has(mimetype) ? await makeThumb(f.source) : null;
  const thumbKey = thumb ? `${clientId}/${month}/${id}.thumb.webp` : null;
  try {
    await store.put(key, f.source, f.size, mimetype);
    if (thumb && thumbKey) await store.put(thumbKey, { buffer: thumb }, thumb.length, 'image/webp');
    const db = createClientDb(core.ds, clientId);
    const row = await db.repo(FileEntity).insert({
      ...times,
      id,
      key,
      thumbKey,
      fileName,
      mimetype,
      size: f.size,
      purpose: f.purpose,
      uploaderId: f.uploaderId,
      refCount: f.owner ? 1 : 0,
      ownerType: f.owner?.type ?? null,
      ownerRef: f.owner?.id ?? null,
    });
    if (f.owner)
      await db.repo(FileRefEntity).insert({ ...times, fileId: id, plugin: f.owner.plugin, ownerType: f.owner.type, ownerRef: f.owner.id });
    return row;
  } catch (err) {
    await store.remove([key, ...(thumbKey ? [thumbKey] : [])]).catch(() => undefined);
    throw err;
  }
}

/** Deletes the bytes (file and thumbnail), the row and the records' uses of it. */
export async function removeFiles(core: Core, store: FileStore, clientId: string, rows: FileRow[]): Promise<number> {
  if (!rows.length) return 0;
  await store.remove(rows.flatMap((r) => [r.key, ...(r.thumbKey ? [r.thumbKey] : [])]));
  const db = createClientDb(core.ds, clientId);
  let n = 0;
  for (const r of rows) {
    await db.repo(FileRefEntity).delete({ fileId: r.id });
    n += await db.repo(FileEntity).delete({ id: r.id });
  }
  return n;
}
