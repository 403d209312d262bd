import { In, type ClientDb } from '@atrium/sdk/server';
import { SEARCH_PEOPLE } from '@atrium/sdk/shared';
import { Department } from '../structure/entities.js';
import { User, type UserRow } from '../users/entity.js';
import { createSearchService } from './service.js';

const KIND = 'employee';
const BATCH = 500;

/**
 * Employees in the one search (module `people`): the name, position and department of each; a deleted one
 * is removed. Called where the core writes an employee, and by a rebuild for all of them.
 */
export async function indexPeople(db: ClientDb, ids: string[]): Promise<number> {
  const search = createSearchService(db, SEARCH_PEOPLE);
  let done = 0;
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = ids.slice(i, i + BATCH);
    const users = (await db.repo(User).find({ where: { id: In(batch) } })) as UserRow[];
    const deptIds = [...new Set(users.map((u) => u.departmentId).filter((d): d is string => !!d))];
    const depts = new Map(
      (deptIds.length ? await db.repo(Department).find({ where: { id: In(deptIds) } }) : []).map((d) => [d.id, d.name]),
    );
    const gone = new Set(batch.filter((id) => !users.some((u) => u.id === id && !u.deletion_mark)));
    await search.remove(KIND, [...gone]);
    for (const u of users.filter((x) => !gone.has(x.id))) {
      await search.index({
        kind: KIND,
        id: u.id,
        title: [u.lastName, u.firstName, u.middleName].filter(Boolean).join(' '),
        text: [u.position, u.departmentId ? depts.get(u.departmentId) : null].filter(Boolean).join('\n'),
        link: `/profile/${u.id}`,
        date: u.createdAt,
      });
      done++;
    }
  }
  return done;
}

/** Every employee of the client (a rebuild). */
export async function reindexPeople(db: ClientDb, progress: (done: number) => Promise<void>): Promise<number> {
  const ids = (await db.repo(User).find({ where: { deletion_mark: false } as never, select: { id: true } } as never)).map((u) => u.id);
  const done = await indexPeople(db, ids);
  await progress(done);
  return done;
}
