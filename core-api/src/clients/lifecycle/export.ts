import fs from 'node:fs';
import path from 'node:path';
import type { ClientExportView } from '@atrium/sdk/shared';
import type { JobContext } from '@atrium/sdk/server';
import type { Core } from '../../core.js';
import { createClientDb } from '../../db/client-db.js';
import { platformOf } from '../../services/providers.js';
import { writeArchive } from './archive.js';
import { ClientExport, type ClientExportRow } from './export-entity.js';

export const EXPORT_JOB = 'client_export';
/** Progress is written when it grew by this share: a client of many files does not write a row per file. */
const PROGRESS_STEP = 0.02;

export const exportsDir = (core: Core) => path.join(core.config.dataDir, 'exports');
export const archivePath = (core: Core, row: ClientExportRow) => path.join(exportsDir(core), `${row.id}.tar.gz`);

export const exportView = (row: ClientExportRow): ClientExportView => ({
  _id: row.id,
  clientId: row.clientId,
  name: row.name,
  state: row.state,
  progress: row.progress,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
});

/** Queues the export of one client's archive; answers it as the status call will. */
export async function startExport(core: Core, clientId: string, name: string, createdBy: string): Promise<ClientExportView> {
  const row = await createClientDb(core.ds, clientId)
    .repo(ClientExport)
    .insert({ name, createdBy, state: 'queued', progress: 0, fileName: null, error: null });
  await platformOf(core).jobs.service(clientId, 'core').now(EXPORT_JOB, { exportId: row.id });
  return exportView(row);
}

/** The job: writes the archive under DATA_DIR/exports, telling its progress on the way. */
export async function runExport(core: Core, ctx: JobContext): Promise<void> {
  const repo = ctx.db.repo(ClientExport);
  const row = await repo.findOne({ id: String(ctx.data.exportId) });
  // Claimed once: the queue may hand the same job to two runners.
  if (!row || !(await repo.update({ id: row.id, state: 'queued' }, { state: 'running' }))) return;
  let told = 0;
  const target = archivePath(core, row);
  const partial = `${target}.part`;
  try {
    await fs.promises.mkdir(exportsDir(core), { recursive: true });
    await writeArchive(core, ctx.clientId, partial, async (share) => {
      if (share - told < PROGRESS_STEP) return;
      told = share;
      await repo.update({ id: row.id }, { progress: share });
    });
    // Only a whole archive is ever found under its name.
    await fs.promises.rename(partial, target);
    await repo.update({ id: row.id }, { state: 'done', progress: 1, fileName: `${row.name}.tar.gz` });
  } catch (err) {
    core.log.error({ err, exportId: row.id }, 'client export failed');
    await fs.promises.rm(partial, { force: true });
    await repo.update({ id: row.id }, { state: 'failed', error: (err as Error).message });
  }
}
