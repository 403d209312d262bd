import type { TagItem } from '../shared/tags.js';
import type { Param } from './query.js';

/**
 * Tags of the calling plugin: its module's vocabulary (the module is the plugin's code) and
 * which of its rows carry which tag. Another plugin's tags of the same name are other tags.
 */
export interface TagsService {
  /** The module's tags, by name; `tmpl` keeps the names containing it (ignoring case). */
  list(tmpl?: string): Promise<TagItem[]>;
  /** Replaces the tags of one row of `model` with these names, creating missing tags; answers them by name. */
  set(model: string, itemId: string, names: string[]): Promise<TagItem[]>;
  /** The tags of many rows, by row id (rows without tags are absent); one query per `BATCH_SIZE` ids. */
  of(model: string, itemIds: string[]): Promise<Map<string, TagItem[]>>;
  /** Forgets every tag of these rows (the rows are deleted). */
  clear(model: string, itemIds: string[]): Promise<void>;
}

/**
 * SQL text "row `alias.idColumn` of `model` carries the tag `tag`" (a tag id), for a declared query or a
 * query builder: `q.andWhere(taggedSql({ module: 'task_tracker', model: 'task', alias: 't', tag: p.tag }))`.
 * Module and model are codes (`[a-z0-9_]`), written into the text; the tag is a parameter.
 */
export function taggedSql(o: { module: string; model: string; alias: string; idColumn?: string; tag: Param<string> | string }): string {
  for (const c of [o.module, o.model]) if (!/^[a-z][a-z0-9_]*$/.test(c)) throw new Error(`taggedSql: '${c}' is not a code`);
  return `EXISTS (SELECT 1 FROM tag_link tgl WHERE tgl.clientId = ${o.alias}.clientId AND tgl.module = '${o.module}' AND tgl.model = '${o.model}' AND tgl.itemId = ${o.alias}.${o.idColumn ?? 'id'} AND tgl.tagId = ${o.tag})`;
}
