import { AppError, errors, HR_MAX_FILE, HrImportQuery, HrResetBody, type HrImportResult } from '@atrium/sdk/shared';
import type { RequestContext } from '@atrium/sdk/server';
import type { AreaFactory } from '../core.js';
import { Client } from '../clients/entity.js';
import { indexPeople } from '../search/people.js';
import { publicUser } from '../users/public.js';
import { applyEmployees, planEmployees } from './employees.js';
import { applyStructure, planStructure } from './structure.js';
import { resetToHrm } from './reset.js';

/** The HR file of a request: one file of at most `HR_MAX_FILE` bytes (413 "file size too big" past it) and its fields. */
async function hrFile(ctx: RequestContext): Promise<{ data: Buffer; fields: Record<string, string> }> {
  const form = await ctx.multipart({ files: 1, fileSize: HR_MAX_FILE, fields: 2 });
  const file = form.files[0];
  if (!file)
    throw new AppError(400, 'ValidationError', 'errors.loading_struct_hrm_error', 'Choose a file', [
      { path: 'file', message: 'Choose a file' },
    ]);
  return { data: file.data, fields: form.fields };
}

const dryRunOf = (ctx: RequestContext) => (ctx.query as { dryRun: string }).dryRun === 'true';

/**
 * HR import (spec §7 users, issue 50 part 3; docs/architecture.md, HR import): employees and the structure from an
 * Excel or CSV export of the HR system, previewed with `?dryRun=true` and applied in one transaction, and one
 * employee reset to the last imported row. Admins only; employees excluded from integration are left alone.
 */
export const hrArea: AreaFactory = (core) => ({
  core: true,
  code: 'hr',
  routes: (r) => {
    r.post(
      '/user/load_hrm',
      {
        auth: 'admin',
        multipart: true,
        query: HrImportQuery,
        summary: 'Import employees from an HR file (.xlsx or CSV, field file): created, changed, deactivated; ?dryRun=true previews',
      },
      async (ctx): Promise<HrImportResult> => {
        const { data } = await hrFile(ctx);
        const client = await core.ds.getRepository(Client).findOneByOrFail({ id: ctx.db.clientId });
        const plan = dryRunOf(ctx)
          ? await planEmployees(ctx.db, client, ctx.me.user.id, data)
          : await ctx.db.transaction(async (db) => {
              const p = await planEmployees(db, client, ctx.me.user.id, data);
              await applyEmployees(db, p);
              return p;
            });
        if (dryRunOf(ctx)) return plan.result;
        const touched = [...plan.create.map((u) => u.id), ...plan.update.map((u) => u.id), ...plan.deactivate];
        await indexPeople(ctx.db, touched);
        for (const id of plan.deactivate) {
          await core.sessions.revokeUser(id);
          await ctx.events.emit('employee.deactivated', { userId: id, by: ctx.me.user.id });
        }
        for (const u of plan.update)
          if (u.patch.deletion_mark === false) await ctx.events.emit('employee.activated', { userId: u.id, by: ctx.me.user.id });
        const { created, changed, deactivated, skipped } = plan.result;
        await ctx.journal('users', 'user.load_hrm', {
          created: created.length,
          changed: changed.length,
          deactivated: deactivated.length,
          skipped: skipped.length,
        });
        return { ...plan.result, dryRun: false };
      },
    );

    r.post(
      '/structure/load_struct',
      {
        auth: 'admin',
        multipart: true,
        query: HrImportQuery,
        summary:
          'Import departments and heads from an HR file (.xlsx or CSV; fields client_id, file), then chiefs by chiefCode; ?dryRun=true previews',
      },
      async (ctx): Promise<HrImportResult> => {
        const { data, fields } = await hrFile(ctx);
        // The spec's body names the client: it must be the caller's own, as a client in a path must.
        const named = fields.client_id;
        if (named && named !== ctx.me.client?.id && named !== ctx.me.client?.workspace) throw errors.notFound();
        const plan = dryRunOf(ctx)
          ? await planStructure(ctx.db, data)
          : await ctx.db.transaction(async (db) => {
              const p = await planStructure(db, data);
              await applyStructure(db, p);
              return p;
            });
        if (dryRunOf(ctx)) return plan.result;
        await indexPeople(
          ctx.db,
          plan.chiefs.map((c) => c.id),
        );
        await ctx.journal('structure', 'structure.load_struct', { created: plan.create.length, changed: plan.update.length });
        return { ...plan.result, dryRun: false };
      },
    );

    r.post(
      '/user/reset_to_hrm',
      { auth: 'admin', body: HrResetBody, summary: "Put an employee's fields back to the last row the HR import took" },
      async (ctx) => {
        const user = await ctx.db.transaction((db) => resetToHrm(db, ctx.body.user_id));
        await indexPeople(ctx.db, [user.id]);
        await ctx.journal('users', 'user.reset_to_hrm', { userId: user.id });
        return publicUser(user, { hr: true });
      },
    );
  },
});
