import { z } from 'zod';
import { idOf, type RouteBuilder } from '@atrium/sdk/server';
import type { Core } from '../core.js';
import { FileEntity } from '../files/entity.js';
import { referencedFiles } from '../files/refs.js';
import { removeFiles } from '../files/ingest.js';
import { platformOf } from '../services/providers.js';
import { User } from '../users/entity.js';
import { createDefaultSections } from './company.js';
import { startRebuild } from '../search/rebuild.js';

export const MAINTENANCE_TASKS = ['default_sections', 'clean_files', 'logout_all', 'resend_mail', 'reindex_search'] as const;

/**
 * Client edit → maintenance (`POST /api/clients/{clientId}/maintenance/{task}`): create the default
 * application sections, delete the files no record refers to, sign every employee out, or send failed mails again.
 */
export function maintenanceRoutes(r: RouteBuilder, core: Core) {
  r.post(
    '/clients/:clientId/maintenance/:task',
    {
      auth: 'admin',
      params: z.object({ clientId: idOf('Client'), task: z.enum(MAINTENANCE_TASKS) }),
      summary: 'Run a maintenance task for a client',
    },
    async (ctx) => {
      const clientId = ctx.db.clientId;
      let done = 0;
      if (ctx.params.task === 'default_sections') {
        done = (await createDefaultSections(core, clientId)).addedCodes.length;
      } else if (ctx.params.task === 'clean_files') {
        const candidates = await ctx.db.repo(FileEntity).find({ where: { refCount: 0 }, take: 5000 });
        const used = await referencedFiles(
          core,
          clientId,
          candidates.map((f) => f.id),
        );
        done = await removeFiles(
          core,
          platformOf(core).store,
          clientId,
          candidates.filter((f) => !used.has(f.id)),
        );
      } else if (ctx.params.task === 'resend_mail') {
        done = await platformOf(core).mailer.resendFailed(clientId);
      } else if (ctx.params.task === 'reindex_search') {
        // Also after an SQLite VACUUM, which may renumber the rowids the full-text table is keyed by.
        done = await startRebuild(core, clientId);
      } else {
        const users = await ctx.db.repo(User).find();
        for (const u of users) if (u.id !== ctx.me.user.id) await core.sessions.revokeUser(u.id);
        done = users.filter((u) => u.id !== ctx.me.user.id).length;
      }
      await ctx.journal('clients', `maintenance.${ctx.params.task}`, { count: done });
      return { task: ctx.params.task, count: done };
    },
  );
}
