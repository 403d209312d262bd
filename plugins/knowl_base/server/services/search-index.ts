import { reindexRows, type PluginSearch, type SearchBeyondGrants, type ServiceContext } from '@atrium/sdk/server';
import { plainText } from '@atrium/sdk/shared';
import { GRANT_TYPE, KB_ADMIN_ROLE } from '../../shared/constants.js';
import { Article, type ArticleRow } from '../entities/index.js';

/** Kinds this plugin indexes: the three kinds of items, and vacancies apart (their own list and right). */
export const kindOf = (row: Pick<ArticleRow, 'kind' | 'section'>) => (row.section === 'vacancy' ? 'vacancy' : row.kind);
export const ITEM_KINDS = ['article', 'folder', 'file'];

export function linkOf(row: Pick<ArticleRow, 'id' | 'kind' | 'section'>) {
  if (row.section === 'vacancy') return `/vacancy/${row.id}`;
  return row.kind === 'folder' ? `/articles/${row.id}` : `/article/${row.id}`;
}

/** Makes the item findable by its title, subtitle, text, file names and tags, for those its grants let read it. */
export async function indexItem(ctx: ServiceContext, row: ArticleRow) {
  await ctx.search.index({
    kind: kindOf(row),
    id: row.id,
    title: row.title,
    text: [row.subtitle, plainText(row.content), ...row.files.map((f) => f.fileName), ...row.attachments.map((f) => f.fileName)]
      .filter(Boolean)
      .join('\n'),
    tags: row.tags,
    link: linkOf(row),
    grants: row.grantsFrom ? { resourceType: GRANT_TYPE, resourceId: row.grantsFrom } : null,
    date: row.createdAt,
  });
}

/** The module's administrators open every item whatever its grants (`isKbAdmin`), and an author what they wrote: so they find it too. */
const kbAdminOrAuthor: SearchBeyondGrants = (q, refs) => {
  const written = q.sub(Article, 'kbs_a', (s) => s.select('kbs_a.id').andWhere(`kbs_a.authorId = ${refs.reader}`));
  return `(${refs.role(KB_ADMIN_ROLE)} OR ${refs.itemId} IN (${written}))`;
};

/**
 * The one search: vacancies for those holding the `vacancies` right (as their list), every item after its grants
 * or for the module's administrators and its author; a rebuild indexes every item.
 */
export const kbSearch: PluginSearch = {
  readable: { vacancy: (_q, refs) => refs.right('vacancies') },
  beyondGrants: Object.fromEntries([...ITEM_KINDS, 'vacancy'].map((kind) => [kind, kbAdminOrAuthor])),
  reindex: async (ctx, progress) => {
    await reindexRows(
      ctx,
      Article,
      async (rows) => {
        for (const row of rows) await indexItem(ctx, row);
      },
      progress,
    );
  },
};
