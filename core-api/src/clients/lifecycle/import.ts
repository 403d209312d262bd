import fs from 'node:fs';
import path from 'node:path';
import { AppError, errors } from '@atrium/sdk/shared';
import type { Core } from '../../core.js';
import { serialTransaction } from '../../db/row-lock.js';
import { newId } from '../../db/ids.js';
import { Client } from '../entity.js';
import type { FileRow } from '../../files/entity.js';
import { platformOf } from '../../services/providers.js';
import { assertKey } from '../../files/store.js';
import { repeatingUnique } from '../../jobs/index.js';
import { uniqueKeyOf } from '../../jobs/repository.js';
import { migrationNames, pluginDir, unpackArchive, type ArchiveManifest } from './archive.js';
import { removeClient } from './remove.js';
import { fillWords, hasWordIndex } from '../../search/words.js';

const UUID_RE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** Rows inserted per statement: well under SQLite's bound-variable limit for the widest table. */
const CHUNK = 100;

export const importFailed = (reason: string) => new AppError(500, 'ServerError', 'clients.importFailed', `client import failed: ${reason}`);

const refuse = (message: string, key: string, values: Record<string, string>) =>
  errors.badRequest(message, key, [{ path: 'file', message, ...values }]);

/** Refusals before anything is written: an archive of another format, a plugin or a migration this installation lacks. */
function assertImportable(core: Core, manifest: ArchiveManifest) {
  if (manifest?.format !== 1) throw refuse('Not a client archive', 'clients.notAnArchive', {});
  const installed = new Set(core.plugins.map((p) => p.code));
  const plugin = manifest.plugins.find((p) => !installed.has(p.code));
  if (plugin) throw refuse(`The archive needs the plugin ${plugin.code}, which is not installed`, 'clients.archivePluginMissing', {});
  const known = new Set(migrationNames(core));
  const newer = manifest.migrations.find((m) => !known.has(m));
  if (newer) throw refuse(`The archive was written after migration ${newer}, which is not installed`, 'clients.archiveMigrationNewer', {});
}

/**
 * Every id of the archive gets a new one, replaced wherever it appears: in id columns and inside JSON text
 * alike, since both are read as one text. Ids of rows not in the archive (the superadmin's) get one too,
 * which leaves them pointing nowhere, as they would on another installation.
 */
function renamer() {
  const ids = new Map<string, string>();
  return (text: string) =>
    text.replace(UUID_RE, (id) => {
      const key = id.toLowerCase();
      let next = ids.get(key);
      if (!next) ids.set(key, (next = newId()));
      return next;
    });
}

/** Date columns come back from JSON as text: the entity wants them as dates. */
function reviver(core: Core, entity: string) {
  const dates = core.ds
    .getMetadata(entity)
    .columns.filter((c) => c.type === 'datetime' || c.type === 'timestamp' || c.type === Date)
    .map((c) => c.propertyName);
  return (row: Record<string, unknown>) => {
    for (const k of dates) if (typeof row[k] === 'string') row[k] = new Date(row[k] as string);
    return row;
  };
}

/** A job starts unlocked here, and a repeating one is keyed by its new data, as `jobs.every` keys it. */
const jobOnArrival = (r: Record<string, unknown>) => ({
  lockedAt: null,
  uniqueKey: r.uniqueKey ? uniqueKeyOf(String(r.name), repeatingUnique(r.data as { clientId: string })) : null,
});

/**
 * Each plugin with state outside its rows takes back what it exported, once the rows are there. A plugin that
 * fails takes the whole new workspace with it: an import is whole or not at all.
 */
async function restorePluginState(core: Core, clientId: string, dir: string, newId: (id: string) => string) {
  try {
    for (const p of core.plugins.filter((x) => x.clientData?.imported)) {
      const own = pluginDir(dir, p.code);
      await fs.promises.mkdir(own, { recursive: true });
      await p.clientData!.imported!(Object.assign(core.serviceContext(clientId, { pluginCode: p.code }), { clientId }), {
        dir: own,
        newId,
      });
    }
  } catch (err) {
    await removeClient(core, clientId);
    throw importFailed((err as Error).message);
  }
}

/**
 * Creates a new workspace from a client's archive (`POST api/clients/import`, and clone): every row in one
 * transaction, the stored files put before it commits (and removed when it does not).
 */
export async function importArchive(core: Core, file: string, target: { workspace: string; name: string }): Promise<string> {
  if (await core.ds.getRepository(Client).exist({ where: { workspace: target.workspace } }))
    throw errors.conflict('workspace already exists', 'clients.workspaceTaken');
  let unpacked: Awaited<ReturnType<typeof unpackArchive>>;
  try {
    unpacked = await unpackArchive(file);
  } catch {
    throw refuse('Not a client archive', 'clients.notAnArchive', {});
  }
  const { dir, manifest } = unpacked;
  try {
    assertImportable(core, manifest);
    const rename = renamer();
    const clientId = rename(manifest.clientId);
    const client = reviver(core, 'Client')(JSON.parse(rename(JSON.stringify(manifest.client))));
    const store = platformOf(core).store;
    const put: string[] = [];
    try {
      await serialTransaction(core.ds.manager, async (m) => {
        await m.getRepository(Client).insert({ ...client, id: clientId, workspace: target.workspace, name: target.name });
        for (const entity of manifest.entities) {
          const text = await fs.promises.readFile(path.join(dir, 'rows', `${entity}.json`), 'utf8');
          const revive = reviver(core, entity);
          // Each row is the new client's, whatever the archive says.
          const rows = (JSON.parse(rename(text)) as Record<string, unknown>[]).map((r): Record<string, unknown> => ({
            ...revive(r),
            clientId,
          }));
          if (entity === 'Job') for (const r of rows) Object.assign(r, jobOnArrival(r));
          for (let i = 0; i < rows.length; i += CHUNK) await m.getRepository(entity).insert(rows.slice(i, i + CHUNK));
          if (entity !== 'File') continue;
          // The same renaming gives each key its new client and file ids.
          for (const f of JSON.parse(text) as FileRow[])
            for (const key of [f.key, ...(f.thumbKey ? [f.thumbKey] : [])]) {
              assertKey(key);
              const source = path.join(dir, 'files', key);
              await store.put(rename(key), { path: source }, (await fs.promises.stat(source)).size, f.mimetype);
              put.push(rename(key));
            }
        }
        // MariaDB's word index is no entity of the archive: the new client's entries are found once their words are in.
        if (hasWordIndex(core.ds)) await fillWords((sql, params) => m.query(sql, params), clientId);
      });
    } catch (err) {
      if (put.length) await store.remove(put);
      throw importFailed((err as Error).message);
    }
    await restorePluginState(core, clientId, dir, rename);
    return clientId;
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
