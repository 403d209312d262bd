import { errors } from '@atrium/sdk/shared';
import type { FileOwner, Me, UserContext } from '@atrium/sdk/server';
import type { Core } from '../core.js';
import { createClientDb } from '../db/client-db.js';
import { isFeatureOn } from '../rights/ability.js';
import { FileEntity, FileRefEntity, type FileRow } from './entity.js';

/** A record that uses a file, and the plugin (or `core`) whose read rule guards the file through it. */
export interface FileUse extends FileOwner {
  plugin: string;
}

/** HR files belong to an employee (Profile → HR files) and are attached by the core only. */
const isHrUse = (use: FileUse) => use.plugin === 'core' && use.type === 'user';

const notYours = () => errors.forbidden('This file cannot be attached here', 'files.notYours');

const usesOf = (core: Core, clientId: string, fileId: string): Promise<FileUse[]> =>
  createClientDb(core.ds, clientId)
    .repo(FileRefEntity)
    .find({ where: { fileId }, order: { createdAt: 'ASC' } })
    .then((rows) => rows.map((r) => ({ plugin: r.plugin, type: r.ownerType, id: r.ownerRef })));

const sameUse = (a: FileUse, b: FileUse) => a.plugin === b.plugin && a.type === b.type && a.id === b.id;

/**
 * The attach rule (docs/architecture.md, Files): the uploader attaches a file; a record keeps the files it
 * already uses; an HR file never leaves its employee. A context without a user (a job, the seed) acts for
 * the system.
 */
export async function assertAttachable(core: Core, clientId: string, row: FileRow, me: Me | null, use?: FileUse): Promise<void> {
  if (use && (await usesOf(core, clientId, row.id)).some((u) => sameUse(u, use))) return;
  if ((row.purpose === 'hr') !== (!!use && isHrUse(use))) throw notYours();
  if (me && row.uploaderId !== me.user.id) throw notYours();
}

/** Counts the record as a user of the file; the first record to use it becomes its owner for lists. */
export async function addUse(core: Core, clientId: string, row: FileRow, use: FileUse): Promise<void> {
  const db = createClientDb(core.ds, clientId);
  const added = await db.repo(FileRefEntity).insertOnce({ fileId: row.id, plugin: use.plugin, ownerType: use.type, ownerRef: use.id });
  if (!added) return;
  const refCount = await db.repo(FileRefEntity).count({ fileId: row.id });
  await db
    .repo(FileEntity)
    .update({ id: row.id }, { refCount, ...(row.ownerRef ? {} : { ownerType: use.type.slice(0, 40), ownerRef: use.id.slice(0, 36) }) });
}

/**
 * The record lets go of the file. Answers whether nobody uses the file any more, so the caller deletes it;
 * otherwise the next user becomes its owner. A record that never used the file changes nothing.
 */
export async function dropUse(core: Core, clientId: string, row: FileRow, use: FileUse): Promise<boolean> {
  const db = createClientDb(core.ds, clientId);
  const dropped = await db.repo(FileRefEntity).delete({ fileId: row.id, plugin: use.plugin, ownerType: use.type, ownerRef: use.id });
  if (!dropped) return false;
  const left = await usesOf(core, clientId, row.id);
  if (!left.length) return true;
  const next = left[0]!;
  await db.repo(FileEntity).update({ id: row.id }, { refCount: left.length, ownerType: next.type, ownerRef: next.id });
  return false;
}

/**
 * Who may read a file (docs/architecture.md, Files): admins and the uploader; an HR file its employee; an
 * attached file whoever may read one of the records using it (each plugin's `fileAccess`; a plugin
 * without one leaves its files to the whole client). A file no record uses (avatars, covers) is the client's.
 */
export async function mayRead(core: Core, clientId: string, row: FileRow, me: Me): Promise<boolean> {
  if (me.isAdmin || row.uploaderId === me.user.id) return true;
  if (row.purpose === 'hr') return row.ownerType === 'user' && row.ownerRef === me.user.id;
  const uses = await usesOf(core, clientId, row.id);
  if (!uses.length) return true;
  for (const use of uses) {
    const plugin = core.plugins.find((p) => p.code === use.plugin);
    if (!plugin || !isFeatureOn(me.client, plugin.code)) continue;
    if (!plugin.fileAccess) return true;
    // Assigned, not spread: the context builds its services on first use through getters.
    const ctx: UserContext = Object.assign(core.serviceContext(clientId, { pluginCode: plugin.code, me }), { me });
    if (await plugin.fileAccess(ctx, { type: use.type, id: use.id })) return true;
  }
  return false;
}
