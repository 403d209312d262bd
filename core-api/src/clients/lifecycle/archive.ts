import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import type { Core } from '../../core.js';
import { Client } from '../entity.js';
import { FileEntity } from '../../files/entity.js';
import { platformOf } from '../../services/providers.js';
import { clientTables } from './tables.js';

/**
 * A client's archive (`.tar.gz`): `manifest.json` (the client, the plugins and migrations it was written with),
 * `rows/<Entity>.json` for each table of client rows, `files/<key>` for the bytes of each stored file, and
 * `plugins/<code>/` for what a plugin's `clientData.exported` wrote of its state outside its rows.
 */
export interface ArchiveManifest {
  format: 1;
  clientId: string;
  client: Record<string, unknown>;
  plugins: { code: string; version: string | null }[];
  migrations: string[];
  entities: string[];
}

/**
 * Rows that stay behind: sign-ins (sessions, single sign-on states) belong to the installation they were made on,
 * a SCIM token copied would open two clients to one caller, and exports are the installation's own files.
 */
export const NOT_MOVED = ['Session', 'SsoLogin', 'ScimToken', 'ClientExport'];

export const migrationNames = (core: Core) => core.ds.migrations.map((m) => m.name ?? m.constructor.name);

/** The entities whose rows an archive carries, in the data source's order. */
export const movedEntities = (core: Core) => clientTables(core.ds).filter((t) => !NOT_MOVED.includes(t.entity));

/** A plugin's folder in an unpacked archive. */
export const pluginDir = (root: string, code: string) => path.join(root, 'plugins', code);

/** The plugins that keep state outside their rows: each writes it into its own folder of the archive. */
async function writePluginState(core: Core, clientId: string, staging: string): Promise<boolean> {
  const hooked = core.plugins.filter((p) => p.clientData?.exported);
  for (const p of hooked) {
    const dir = pluginDir(staging, p.code);
    await fs.promises.mkdir(dir, { recursive: true });
    await p.clientData!.exported!(Object.assign(core.serviceContext(clientId, { pluginCode: p.code }), { clientId }), { dir });
  }
  return hooked.length > 0;
}

/**
 * Writes the client's archive to `target`; `progress` hears the share done (0..1) after each table and file.
 * Rows are read through TypeORM, so JSON columns and dates come back as the entity has them.
 */
export async function writeArchive(core: Core, clientId: string, target: string, progress: (share: number) => Promise<void>) {
  const staging = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'atrium-export-'));
  try {
    const entities = movedEntities(core);
    const files = await core.ds.getRepository(FileEntity).find({ where: { clientId } as never });
    const keys = files.flatMap((f) => [f.key, ...(f.thumbKey ? [f.thumbKey] : [])]);
    const steps = entities.length + keys.length;
    let done = 0;
    await fs.promises.mkdir(path.join(staging, 'rows'));
    for (const { entity } of entities) {
      const rows = await core.ds.getRepository(entity).find({ where: { clientId } });
      await fs.promises.writeFile(path.join(staging, 'rows', `${entity}.json`), JSON.stringify(rows));
      await progress(++done / steps);
    }
    const store = platformOf(core).store;
    for (const key of keys) {
      const file = path.join(staging, 'files', key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await pipeline(await store.get(key), fs.createWriteStream(file));
      await progress(++done / steps);
    }
    const manifest: ArchiveManifest = {
      format: 1,
      clientId,
      client: { ...(await core.ds.getRepository(Client).findOneByOrFail({ id: clientId })) },
      plugins: core.plugins.map((p) => ({ code: p.code, version: p.version ?? null })),
      migrations: migrationNames(core),
      entities: entities.map((e) => e.entity),
    };
    await fs.promises.writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest));
    const withPlugins = await writePluginState(core, clientId, staging);
    await tar.c({ gzip: true, file: target, cwd: staging, portable: true }, [
      'manifest.json',
      'rows',
      ...(keys.length ? ['files'] : []),
      ...(withPlugins ? ['plugins'] : []),
    ]);
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}

/** Unpacks an archive into a fresh folder; the caller removes it. */
export async function unpackArchive(file: string): Promise<{ dir: string; manifest: ArchiveManifest }> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'atrium-import-'));
  await tar.x({ file, cwd: dir, strict: true });
  const manifest = JSON.parse(await fs.promises.readFile(path.join(dir, 'manifest.json'), 'utf8')) as ArchiveManifest;
  return { dir, manifest };
}
