import { z } from 'zod';
import { errors, idOf, type RouteBuilder } from '@atrium/sdk/server';
import { FileEntity } from '../files/entity.js';
import { storedFile } from '../files/ingest.js';
import { User } from '../users/entity.js';

const OWNER = 'user';

/**
 * Profile → HR files: documents an admin keeps on an employee. The file is uploaded first
 * (`POST /api/upload?purpose=hr`) and then attached here; `DELETE /api/user/{id}/file/{fileId}` removes it.
 * The employee and admins see them.
 */
export function hrFileRoutes(r: RouteBuilder) {
  r.get('/user/:id/hr_files', { params: z.object({ id: idOf('User') }), summary: "An employee's HR files" }, async (ctx) => {
    if (ctx.me.user.id !== ctx.params.id && !ctx.me.isAdmin) throw errors.forbidden();
    await ctx.db.repo(User).get(ctx.params.id);
    const rows = await ctx.db
      .repo(FileEntity)
      .find({ where: { ownerType: OWNER, ownerRef: ctx.params.id, purpose: 'hr' }, order: { createdAt: 'DESC' }, take: 500 });
    return rows.map((row) => ({ ...storedFile(row), createdAt: row.createdAt }));
  });

  r.post(
    '/user/:id/hr_files',
    {
      auth: 'admin',
      params: z.object({ id: idOf('User') }),
      body: z.object({ file: idOf('File') }).strict(),
      summary: 'Attach an uploaded file to an employee as an HR file',
    },
    async (ctx) => {
      await ctx.db.repo(User).get(ctx.params.id);
      const row = await ctx.db.repo(FileEntity).get(ctx.body.file);
      if (row.purpose !== 'hr') throw errors.badRequest('upload the file with purpose hr', 'files.wrongPurpose');
      if (row.ownerRef && row.ownerRef !== ctx.params.id) throw errors.conflict('the file belongs to another record', 'files.owned');
      if (!row.ownerRef) await ctx.files.attach(row.id, { type: OWNER, id: ctx.params.id });
      await ctx.journal('users', 'hr_file.add', { userId: ctx.params.id, fileId: row.id });
      return storedFile(await ctx.db.repo(FileEntity).get(row.id));
    },
  );
}
