import { z } from 'zod';
import { idOf } from './ids.js';
import { defineRoute, wire } from './wire.js';

/** Tags of every module: a module's vocabulary, attached to rows of its models. */
export const TAG_NAME_MAX = 50;
/** How many tags one row may carry. */
export const TAGS_PER_ITEM_MAX = 20;

/** Module and model codes: the plugin code (`task_tracker`) and a row kind (`task`). */
const code = z.string().regex(/^[a-z][a-z0-9_]{1,39}$/, 'invalid module');
export const TagName = z
  .string()
  .trim()
  .min(1, 'tag name required')
  .max(TAG_NAME_MAX, `tag name is longer than ${TAG_NAME_MAX} characters`);
export const TagNames = z.array(TagName).max(TAGS_PER_ITEM_MAX, `at most ${TAGS_PER_ITEM_MAX} tags`);

export const TagCreate = z.object({ module: code, name: TagName }).strict();
export const TagRename = z.object({ name: TagName }).strict();
export const TagAttach = z.object({ tag: idOf('Tag') }).strict();

/** A tag as the API answers it. */
export interface TagView {
  _id: string;
  module: string;
  name: string;
}
/** A tag as server code holds it (`id`; the answer renames it `_id`). */
export interface TagItem {
  id: string;
  module: string;
  name: string;
}

const TagId = z.object({ id: idOf('Tag') });
const Model = z.object({ model: code, item: z.string().min(1).max(64) });

/** The core's tag routes. */
export const tagRoutes = {
  list: defineRoute('get', '/tag/:client/:module', {
    params: z.object({ client: idOf('Client'), module: code }),
    query: z.object({ tmpl: z.string().max(TAG_NAME_MAX).optional() }),
    answer: wire.result<TagView[]>(),
  }),
  create: defineRoute('post', '/tag', { body: TagCreate, answer: wire.result<TagView>() }),
  rename: defineRoute('put', '/tags/:id', { params: TagId, body: TagRename, answer: wire.result<TagView>() }),
  attach: defineRoute('put', '/tag/attach/to/:model/:item', { params: Model, body: TagAttach, answer: wire.result<TagView[]>() }),
  detach: defineRoute('put', '/tag/detach/:tag/from/:model/:item', {
    params: Model.extend({ tag: idOf('Tag') }),
    answer: wire.result<TagView[]>(),
  }),
  remove: defineRoute('delete', '/tag/:client/:tag', {
    params: z.object({ client: idOf('Client'), tag: idOf('Tag') }),
    answer: wire.result<{ _id: string }>(),
  }),
};
