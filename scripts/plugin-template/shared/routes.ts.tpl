import { z } from 'zod';
import { defineRoute, wire } from '@atrium/sdk/contract';
import { idOf } from '@atrium/sdk/shared';
import { __PASCAL__ItemInput, __PASCAL__ListQuery, type __PASCAL__ItemView } from './schemas.js';

/** Id params name their entity, so the isolation suite can try another client's ids. */
const ItemId = z.object({ id: idOf('__PASCAL__Item') });

/**
 * Every route of the plugin, declared once (path under /api, schemas, the answer's wire type): the server
 * registers a handler for each, whose answer is checked against the wire type, and the UI calls them.
 */
export const __CAMEL__Routes = {
  list: defineRoute('get', '/__CODE__', { query: __PASCAL__ListQuery, answer: wire.page<__PASCAL__ItemView>() }),
  get: defineRoute('get', '/__CODE__/:id', { params: ItemId, answer: wire.result<__PASCAL__ItemView>() }),
  create: defineRoute('post', '/__CODE__', { body: __PASCAL__ItemInput, answer: wire.result<__PASCAL__ItemView>() }),
  remove: defineRoute('delete', '/__CODE__/:id', { params: ItemId, answer: wire.result<{ _id: string }>() }),
};
