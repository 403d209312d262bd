import { z } from 'zod';
import { defineRoute, idOf, wire } from '@atrium/sdk/shared';
import { ZscaffoldFggbeaItemInput, ZscaffoldFggbeaListQuery, type ZscaffoldFggbeaItemView } from './schemas.js';

/** Id params name their entity, so the isolation suite can try another client's ids. */
const ItemId = z.object({ id: idOf('ZscaffoldFggbeaItem') });

/**
 * Every route of the plugin, declared once (path under /api, schemas, the answer's wire type): the server
 * registers a handler for each, whose answer is checked against the wire type, and the UI calls them.
 */
export const zscaffoldFggbeaRoutes = {
  list: defineRoute('get', '/zscaffold-fggbea', { query: ZscaffoldFggbeaListQuery, answer: wire.page<ZscaffoldFggbeaItemView>() }),
  get: defineRoute('get', '/zscaffold-fggbea/:id', { params: ItemId, answer: wire.result<ZscaffoldFggbeaItemView>() }),
  create: defineRoute('post', '/zscaffold-fggbea', { body: ZscaffoldFggbeaItemInput, answer: wire.result<ZscaffoldFggbeaItemView>() }),
  remove: defineRoute('delete', '/zscaffold-fggbea/:id', { params: ItemId, answer: wire.result<{ _id: string }>() }),
};
