import { reindexRows, type PluginSearch, type ServiceContext } from '@atrium/sdk/server';
import { SERVICE_RESOURCE, SERVICES_ADMIN_ROLE } from '../shared/constants.js';
import { Service, type ServiceRow } from './entities/index.js';

/**
 * Services in the one search: by name and description, found by those who may file them (the service's grants)
 * and by its managers (admins and `services_admin`), who see every service (`readableService`). The grants are
 * the reader rule's, not the document's: a document's grants bind administrators of a module too.
 */
export async function indexService(ctx: ServiceContext, row: ServiceRow) {
  await ctx.search.index({
    kind: SERVICE_RESOURCE,
    id: row.id,
    title: row.name,
    text: row.description,
    link: `/service/${row.id}`,
    date: row.createdAt,
  });
}

export const unindexService = (ctx: ServiceContext, id: string) => ctx.search.remove(SERVICE_RESOURCE, [id]);

export const serviceSearch: PluginSearch = {
  readable: {
    [SERVICE_RESOURCE]: (_q, refs) =>
      `(${refs.admin} OR ${refs.role(SERVICES_ADMIN_ROLE)} OR ${refs.granted(SERVICE_RESOURCE, refs.itemId)})`,
  },
  reindex: async (ctx, progress) => {
    await reindexRows(
      ctx,
      Service,
      async (rows) => {
        for (const s of rows) await indexService(ctx, s);
      },
      progress,
    );
  },
};
