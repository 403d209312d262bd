import fs from 'node:fs';
import { AppError } from '@atrium/sdk/shared';
import type { Core } from '../../core.js';
import { serialTransaction } from '../../db/row-lock.js';
import { FileEntity } from '../../files/entity.js';
import { platformOf } from '../../services/providers.js';
import { clientRoom } from '../../realtime/hub.js';
import { clientTables, tablesOf, type ClientTable } from './tables.js';
import { hasWordIndex } from '../../search/words.js';
import { ClientExport } from './export-entity.js';
import { archivePath } from './export.js';

const dataNotDeleted = (err: unknown) =>
  new AppError(500, 'ServerError', 'clients.dataNotDeleted', `client data could not be deleted: ${(err as Error).message ?? err}`);

/** Stored-file keys (bytes and thumbnails) of the client, read before its rows go. */
async function storedKeys(core: Core, clientId: string): Promise<string[]> {
  const rows = await core.ds.getRepository(FileEntity).find({ where: { clientId } as never, select: ['key', 'thumbKey'] as never });
  return rows.flatMap((r) => [r.key, ...(r.thumbKey ? [r.thumbKey] : [])]);
}

/**
 * Deletes the client's rows of the given tables in one transaction (a failure keeps everything), then the bytes of
 * its stored files when the files went too.
 */
async function removeRows(
  core: Core,
  clientId: string,
  tables: ClientTable[],
  extra: (q: (sql: string) => Promise<unknown>) => Promise<void>,
) {
  const withFiles = tables.some((t) => t.entity === 'File');
  const keys = withFiles ? await storedKeys(core, clientId) : [];
  const esc = (name: string) => core.ds.driver.escape(name);
  try {
    await serialTransaction(core.ds.manager, async (m) => {
      const q = (sql: string) => m.query(sql, [clientId]);
      await extra(q);
      // MariaDB's search word index is no entity: its rows go with the search entries they index.
      if (hasWordIndex(core.ds) && tables.some((t) => t.entity === 'SearchEntry'))
        await q('DELETE FROM `search_word` WHERE `clientId` = ?');
      for (const t of tables) await q(`DELETE FROM ${esc(t.table)} WHERE ${esc('clientId')} = ?`);
    });
  } catch (err) {
    throw dataNotDeleted(err);
  }
  // Rows are gone: a byte left in the store is only space, so the store is emptied after the commit.
  if (keys.length) await platformOf(core).store.remove(keys);
}

async function pluginsRemoved(core: Core, clientId: string, codes: string[]) {
  for (const p of core.plugins)
    if (codes.includes(p.code) && p.clientData?.removed)
      await p.clientData.removed(Object.assign(core.serviceContext(clientId, { pluginCode: p.code }), { clientId }));
}

/** `DELETE api/clients/{id}/{collName}`: one data area (a plugin or a core area) of the client. */
export async function removeArea(core: Core, clientId: string, area: string): Promise<number> {
  const tables = tablesOf(core, area) ?? [];
  await removeRows(core, clientId, tables, async () => {});
  await pluginsRemoved(core, clientId, [area]);
  return tables.length;
}

/**
 * `DELETE api/clients/{id}/fullDelete`: every row of the client in every table (the core's and each plugin's, jobs,
 * search documents and sessions included), its password resets, the client itself, its stored files and archives.
 */
export async function removeClient(core: Core, clientId: string): Promise<void> {
  const esc = (name: string) => core.ds.driver.escape(name);
  const archives = (await core.ds.getRepository(ClientExport).find({ where: { clientId } as never })).map((e) => archivePath(core, e));
  await removeRows(core, clientId, clientTables(core.ds), async (q) => {
    await q(
      `DELETE FROM ${esc('password_reset')} WHERE ${esc('userId')} IN (SELECT ${esc('id')} FROM ${esc('user')} WHERE ${esc('clientId')} = ?)`,
    );
    await q(`DELETE FROM ${esc('client')} WHERE ${esc('id')} = ?`);
  });
  await pluginsRemoved(
    core,
    clientId,
    core.plugins.map((p) => p.code),
  );
  for (const file of archives) await fs.promises.rm(file, { force: true });
  // Their sessions are gone: open tabs of the client are closed on every node.
  platformOf(core).hub.io?.in(clientRoom(clientId)).disconnectSockets(true);
}
