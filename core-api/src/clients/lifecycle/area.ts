import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { reply } from '@atrium/sdk/server';
import {
  CloneBody,
  ClientExportBody,
  ExportsQuery,
  DataAreaName,
  FullDeleteQuery,
  NewWorkspace,
  errors,
  formatSize,
  idOf,
  wire,
  type ClientExportView,
} from '@atrium/sdk/shared';
import type { AreaFactory, Core } from '../../core.js';
import { Client } from '../entity.js';
import { platformOf } from '../../services/providers.js';
import { createClientDb } from '../../db/client-db.js';
import { writeJournal } from '../../journal/area.js';
import { dataAreas } from './tables.js';
import { removeArea, removeClient } from './remove.js';
import { writeArchive } from './archive.js';
import { importArchive } from './import.js';
import { EXPORT_JOB, archivePath, exportView, runExport, startExport } from './export.js';
import { ClientExport } from './export-entity.js';
import { discard, receiveForm, type UploadLimits } from '../../files/upload.js';
import { zodError } from '../../http/errors.js';

const ClientId = z.object({ id: idOf('Client') });
const ARCHIVE = 'application/gzip';

/** An archive streams to a temporary file, never into memory, up to the installation's limit (ARCHIVE_MAX_BYTES). */
const archiveLimits = (core: Core): UploadLimits => {
  const bytes = core.config.archiveMaxBytes;
  const message = `The archive is larger than ${formatSize(bytes)}`;
  return { bytes, files: 1, tooLarge: () => errors.tooLarge(message, 'clients.archiveTooLarge', [{ path: 'file', message }]) };
};

/** A scratch file for one archive, removed whatever happens. */
async function withScratch<T>(work: (file: string) => Promise<T>): Promise<T> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'atrium-archive-'));
  try {
    return await work(path.join(dir, 'client.tar.gz'));
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

const newClient = (core: Core, id: string) => core.ds.getRepository(Client).findOneByOrFail({ id });

/**
 * A client's life beyond its settings (spec §4, §7 Clients): exported to an archive as a job, imported from one
 * or cloned into a new workspace, and its data deleted in part or whole.
 */
export const clientLifecycleArea: AreaFactory = (core) => {
  platformOf(core).jobs.defineCore(EXPORT_JOB, (ctx) => runExport(core, ctx));
  return {
    core: true,
    code: 'client_lifecycle',
    routes: (r) => {
      r.post(
        '/clients/export/:clientId',
        {
          auth: 'superadmin',
          params: z.object({ clientId: idOf('Client') }),
          body: ClientExportBody,
          status: 202,
          summary: "Export a client's archive (.tar.gz) as a job",
        },
        async (ctx) => startExport(core, ctx.db.clientId, ctx.body.name, ctx.me.user.id),
      );

      r.post(
        '/clients/export/all',
        { auth: 'superadmin', status: 202, summary: 'Export every client, one archive each, as jobs' },
        async (ctx) => {
          const day = new Date().toISOString().slice(0, 10);
          const out: ClientExportView[] = [];
          for (const c of await core.ds.getRepository(Client).find({ order: { workspace: 'ASC' } }))
            out.push(await startExport(core, c.id, `${c.workspace}-${day}`, ctx.me.user.id));
          return out;
        },
      );

      r.get(
        '/clients/exports',
        {
          auth: 'superadmin',
          query: ExportsQuery,
          summary: 'Exports of client archives with their progress, newest first (of one client, or all)',
        },
        async (ctx) => {
          const [rows, total] = await core.ds.getRepository(ClientExport).findAndCount({
            where: ctx.query.clientId ? ({ clientId: ctx.query.clientId } as never) : {},
            order: { createdAt: 'DESC' } as never,
            skip: (ctx.query.page - 1) * ctx.query.limit,
            take: ctx.query.limit,
          });
          return { result: rows.map(exportView), page: ctx.query.page, limit: ctx.query.limit, total };
        },
      );

      r.get(
        '/clients/exports/:id/download',
        { auth: 'superadmin', params: z.object({ id: idOf('ClientExport') }), answer: wire.file(ARCHIVE), summary: 'Download an archive' },
        async (ctx) => {
          const row = await core.ds.getRepository(ClientExport).findOneBy({ id: ctx.params.id } as never);
          if (!row || row.state !== 'done') throw errors.notFound();
          return reply(fs.createReadStream(archivePath(core, row)), {
            headers: {
              'content-type': ARCHIVE,
              'content-disposition': `attachment; filename="${encodeURIComponent(row.fileName ?? 'client.tar.gz')}"`,
            },
          });
        },
      );

      r.post(
        '/clients/import',
        { auth: 'superadmin', multipart: true, summary: "Create a workspace from a client's archive (fields workspace, name; file)" },
        async (ctx) => {
          const form = await receiveForm(ctx.raw.koa as never, path.join(core.config.dataDir, 'tmp'), archiveLimits(core));
          let id: string;
          try {
            const target = NewWorkspace.safeParse(form.fields);
            if (!target.success) throw zodError(target.error);
            id = await importArchive(core, form.files[0]!.tmpPath, target.data);
          } finally {
            await discard(form.files);
          }
          await writeJournal(createClientDb(core.ds, id), ctx.me.user.id)('clients', 'client.import', { workspace: form.fields.workspace });
          return newClient(core, id);
        },
      );

      r.post(
        '/clients/:old/clone/:workspace',
        {
          auth: 'superadmin',
          params: z.object({ old: idOf('Client'), workspace: NewWorkspace.shape.workspace }),
          body: CloneBody,
          summary: 'Clone a client into a new workspace (its export imported under a new code and name)',
        },
        async (ctx) => {
          const target = { workspace: ctx.params.workspace, name: ctx.body.name };
          if (await core.ds.getRepository(Client).exist({ where: { workspace: target.workspace } }))
            throw errors.conflict('workspace already exists', 'clients.workspaceTaken');
          const id = await withScratch(async (file) => {
            await writeArchive(core, ctx.db.clientId, file, async () => {});
            return importArchive(core, file, target);
          });
          await ctx.journal('clients', 'client.clone', { workspace: target.workspace });
          return newClient(core, id);
        },
      );

      r.delete(
        '/clients/:id/fullDelete',
        {
          auth: 'superadmin',
          params: ClientId,
          query: FullDeleteQuery,
          summary: 'Delete a client with every row, job, search document and stored file of it',
        },
        async (ctx) => {
          await removeClient(core, ctx.db.clientId);
          return { deleted: ctx.db.clientId };
        },
      );

      r.delete(
        '/clients/:id/:collName',
        {
          auth: 'superadmin',
          params: ClientId.extend({ collName: DataAreaName }),
          summary: "Delete one module's data of a client (a plugin code or a core data area)",
        },
        async (ctx) => {
          const area = ctx.params.collName;
          if (!dataAreas(core).includes(area))
            throw errors.badRequest('Unknown data area', 'clients.unknownDataArea', [
              { path: 'collName', message: `Unknown data area: ${area}` },
            ]);
          const tables = await removeArea(core, ctx.db.clientId, area);
          await ctx.journal('clients', 'data.delete', { area });
          return { area, tables };
        },
      );
    },
  };
};
