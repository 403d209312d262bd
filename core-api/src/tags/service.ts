import { In, inBatches, type ClientDb, type TagsService, type TagItem } from '@atrium/sdk/server';
import { Tag, TagLink, type TagRow } from './entities.js';

export const tagView = (t: Pick<TagRow, 'id' | 'module' | 'name'>): TagItem => ({ id: t.id, module: t.module, name: t.name });

/** The same order on every database, whatever its collation. */
const byName = (a: TagItem, b: TagItem) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** Names once each, compared without case (MariaDB's collation would refuse the second as a duplicate). */
function distinctNames(names: string[]): string[] {
  const seen = new Map<string, string>();
  for (const n of names.map((x) => x.trim()).filter(Boolean)) if (!seen.has(n.toLowerCase())) seen.set(n.toLowerCase(), n);
  return [...seen.values()];
}

/** The module's tags with these names, creating those that do not exist yet (a racing creator's row is reused). */
export async function ensureTags(db: ClientDb, module: string, names: string[]): Promise<TagRow[]> {
  const wanted = distinctNames(names);
  if (!wanted.length) return [];
  const find = () =>
    db
      .repo(Tag)
      .qb('t')
      .andWhere('t.module = :m AND LOWER(t.name) IN (:...n)', { m: module, n: wanted.map((n) => n.toLowerCase()) })
      .getMany();
  const have = await find();
  const known = new Set(have.map((t) => t.name.toLowerCase()));
  const missing = wanted.filter((n) => !known.has(n.toLowerCase()));
  if (!missing.length) return have;
  for (const name of missing) await db.repo(Tag).insertOnce({ module, name });
  return find();
}

/** Tags of the rows of one model, by row id: one query per batch of ids (a plugin may ask for a whole board's cards). */
export async function tagsOf(db: ClientDb, module: string, model: string, itemIds: string[]) {
  const out = new Map<string, TagItem[]>();
  const rows = await inBatches([...new Set(itemIds)], (ids) =>
    db
      .repo(TagLink)
      .qb('l')
      .innerJoin('tag', 't', 't.id = l.tagId AND t.clientId = l.clientId')
      .select(['l.itemId AS itemId', 't.id AS id', 't.module AS module', 't.name AS name'])
      .andWhere('l.module = :m AND l.model = :md AND l.itemId IN (:...ids)', { m: module, md: model, ids })
      .getRawMany<{ itemId: string; id: string; module: string; name: string }>(),
  );
  for (const r of rows) {
    const list = out.get(r.itemId) ?? [];
    list.push(tagView(r));
    out.set(r.itemId, list);
  }
  for (const list of out.values()) list.sort(byName);
  return out;
}

/** `ctx.tags` of one plugin: its code is the module. */
export function createTagsService(db: ClientDb, module: string): TagsService {
  return {
    async list(tmpl) {
      const qb = db.repo(Tag).qb('t').andWhere('t.module = :m', { m: module });
      if (tmpl?.trim()) qb.andWhere('LOWER(t.name) LIKE :tmpl', { tmpl: `%${tmpl.trim().toLowerCase()}%` });
      return (await qb.getMany()).map(tagView).sort(byName);
    },
    async set(model, itemId, names) {
      const tags = await ensureTags(db, module, names);
      await db.transaction(async (tx) => {
        await tx.repo(TagLink).delete({ module, model, itemId });
        await tx.repo(TagLink).insertMany(tags.map((t) => ({ tagId: t.id, module, model, itemId })));
      });
      return tags.map(tagView).sort(byName);
    },
    of: (model, itemIds) => tagsOf(db, module, model, itemIds),
    async clear(model, itemIds) {
      await inBatches(itemIds, async (ids) => [await db.repo(TagLink).delete({ module, model, itemId: In(ids) })]);
    },
  };
}
