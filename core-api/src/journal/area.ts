import { z } from 'zod';
import { idOf } from '@atrium/sdk/shared';
import type { ClientDb } from '@atrium/sdk/server';
import type { AreaFactory } from '../core.js';
import { Journal } from './entity.js';

export const writeJournal =
  (db: ClientDb, actorId: string | null) =>
  async (section: string, action: string, data: Record<string, unknown> = {}) => {
    await db.repo(Journal).insert({ section, action, actorId, targetId: (data.userId as string) ?? null, data });
  };

const JournalQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(25),
});

export const journalArea: AreaFactory = () => ({
  core: true,
  code: 'journal',
  routes: (r) => {
    r.get(
      '/journal/:clientId',
      { auth: 'admin', params: z.object({ clientId: idOf('Client') }), query: JournalQuery, summary: 'The audit journal, newest first' },
      (ctx) =>
        ctx.db
          .repo(Journal)
          .page({ order: { createdAt: 'DESC', id: 'DESC' }, page: ctx.query.page, limit: ctx.query.limit })
          .then((p) => ({ ...p })),
    );
    r.get(
      '/journal/:clientId/section/:section',
      {
        auth: 'admin',
        params: z.object({ clientId: idOf('Client'), section: z.string().min(1).max(40) }),
        query: JournalQuery,
        summary: 'The journal of one section',
      },
      (ctx) =>
        ctx.db.repo(Journal).page({
          where: { section: ctx.params.section },
          order: { createdAt: 'DESC', id: 'DESC' },
          page: ctx.query.page,
          limit: ctx.query.limit,
        }),
    );
  },
});
