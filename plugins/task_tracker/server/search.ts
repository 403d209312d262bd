import { reindexRows, type PluginSearch, type ServiceContext } from '@atrium/sdk/server';
import { Desk, Member, Task, type TaskRow } from './entities/index.js';

/** Tasks in the one search: by name and description, found by those who see the task's desk (admins, its owner, managers and members). */
const KIND = 'task';

export async function indexTask(ctx: ServiceContext, task: TaskRow) {
  await ctx.search.index({
    kind: KIND,
    id: task.id,
    title: task.name,
    text: task.description,
    link: `/desk/${task.deskId}`,
    date: task.createdAt,
  });
}

export const unindexTasks = (ctx: ServiceContext, ids: string[]) => ctx.search.remove(KIND, ids);

export const taskSearch: PluginSearch = {
  readable: {
    // The desks' own rule (`visibleDesks`): an admin of the client, the owner, a manager, or a member of a desk not hidden.
    [KIND]: (q, refs) => {
      const owned = q.sub(Desk, 'tts_d', (s) => s.select('tts_d.id').andWhere(`tts_d.ownerId = ${refs.reader}`));
      const onIt = q.sub(Member, 'tts_m', (s) =>
        s
          .select('tts_m.deskId')
          .innerJoinScoped(Desk, 'tts_md', 'tts_md.id = tts_m.deskId')
          .andWhere(`tts_m.userId = ${refs.reader} AND (tts_m.role = 'admin' OR tts_md.status <> 'hidden')`),
      );
      const tasks = q.sub(Task, 'tts_t', (s) => s.select('tts_t.id').andWhere(`(tts_t.deskId IN (${owned}) OR tts_t.deskId IN (${onIt}))`));
      return `(${refs.admin} OR ${refs.itemId} IN (${tasks}))`;
    },
  },
  reindex: async (ctx, progress) => {
    await reindexRows(
      ctx,
      Task,
      async (rows) => {
        for (const t of rows) await indexTask(ctx, t);
      },
      progress,
    );
  },
};
