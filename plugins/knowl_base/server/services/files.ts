import type { FileOwner, ServerAnswer, ServiceContext, UserContext } from '@atrium/sdk/server';
import type { FileRef } from '../../shared/schemas.js';
import type { ArticleFile } from '../../shared/types.js';
import type { StoredRef } from '../entities/index.js';
import { refuse } from './access.js';

export const articleOwner = (id: string): FileOwner => ({ type: 'article', id });

/** A stored file as the API names its fields. */
export const fileOf = (f: StoredRef): ServerAnswer<ArticleFile> => ({
  id: f.id,
  filename: f.fileName,
  filetype: f.mimetype,
  path: f.url,
  thumb: f.thumb,
  size: f.size,
});

/**
 * Turns upload references into what the item keeps, before anything is written: only the caller's own
 * uploads or files the record already has (403 otherwise); `media` refuses anything but an image.
 */
export async function resolveFiles(
  ctx: UserContext,
  refs: FileRef[],
  opts: { owner?: FileOwner; media?: boolean; path: string },
): Promise<StoredRef[]> {
  const out: StoredRef[] = [];
  for (const ref of refs) {
    const f = await ctx.files.attachable(ref.file, opts.owner);
    if (opts.media && !f.mimetype.startsWith('image/')) throw refuse('notMedia', opts.path);
    out.push({ id: f.id, fileName: f.fileName, mimetype: f.mimetype, url: f.url, thumb: f.thumb, size: f.size });
  }
  return out;
}

/** Every stored file an item uses: its files, attachments, cover and thumb. */
export const filesOfItem = (row: { files: StoredRef[]; attachments: StoredRef[]; cover: StoredRef | null; thumb: StoredRef | null }) =>
  [...row.files, ...row.attachments, row.cover, row.thumb].filter((f): f is StoredRef => f !== null).map((f) => f.id);

export async function attachAll(ctx: ServiceContext, ids: string[], owner: FileOwner) {
  for (const id of new Set(ids)) await ctx.files.attach(id, owner);
}

/** The record lets go; the file service deletes the files no other record uses. */
export async function detachAll(ctx: ServiceContext, ids: string[], owner: FileOwner) {
  for (const id of new Set(ids)) await ctx.files.detach(id, owner);
}
