import { errors } from '@atrium/sdk/shared';
import type { FileOwner, FilesService, Me } from '@atrium/sdk/server';
import type { Core } from '../core.js';
import { createClientDb } from '../db/client-db.js';
import { FileEntity } from './entity.js';
import type { FileStore } from './store.js';
import { removeFiles, storedFile, storeFile } from './ingest.js';
import { addUse, assertAttachable, dropUse, type FileUse } from './owners.js';
import { imageSizeOf } from './image-size.js';

async function toBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Files for plugins, scoped to one client. A file put with `ownerId` is attached to that record at once;
 * otherwise it is attached later (attach, under the rule of `owners.ts`) or declared through the plugin's `fileRefs`.
 * `anonymous` (an anonymous route's): files are put without uploader, so only a file put with `ownerId` has an
 * owner; attaching still checks the caller, so nobody attaches what is not theirs.
 */
export function createFilesService(
  core: Core,
  store: FileStore,
  clientId: string,
  me: Me | null,
  pluginCode = 'core',
  anonymous = false,
): FilesService {
  const repo = () => createClientDb(core.ds, clientId).repo(FileEntity);
  const use = (owner: FileOwner): FileUse => ({ plugin: pluginCode, type: owner.type.slice(0, 40), id: owner.id.slice(0, 36) });
  return {
    async put({ data, fileName, purpose = 'any', ownerId }) {
      const row = await storeFile(core, store, clientId, {
        source: { buffer: data },
        size: data.length,
        fileName,
        purpose,
        uploaderId: anonymous ? null : (me?.user.id ?? null),
        anonymous,
        owner: ownerId ? { plugin: pluginCode, type: pluginCode, id: ownerId } : undefined,
      });
      return storedFile(row);
    },
    async get(id) {
      return storedFile(await repo().get(id));
    },
    async read(id) {
      const row = await repo().get(id);
      try {
        return await toBuffer(await store.get(row.key));
      } catch {
        throw errors.notFound('The file was not found or was deleted', 'files.notFound');
      }
    },
    async imageSize(id) {
      return imageSizeOf(await this.read(id));
    },
    async attachable(id, owner) {
      const row = await repo().get(id);
      await assertAttachable(core, clientId, row, me, owner && use(owner));
      return storedFile(row);
    },
    async attach(id, owner) {
      const row = await repo().get(id);
      await assertAttachable(core, clientId, row, me, use(owner));
      await addUse(core, clientId, row, use(owner));
    },
    async detach(id, owner) {
      const row = await repo().findOne({ id });
      if (!row || !(await dropUse(core, clientId, row, use(owner)))) return false;
      await removeFiles(core, store, clientId, [row]);
      return true;
    },
  };
}
