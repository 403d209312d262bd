import { reindexRows, type PluginSearch, type ServiceContext } from '@atrium/sdk/server';
import type { PostParent } from '../shared/extension-points.js';
import { OWN_PARENT_TYPES } from '../shared/posts.js';
import { Post, type PostRow } from './entities/index.js';

/** Posts in the one search: the first line is the title, the whole text searched, each found by those who may read it. */
const KIND = 'post';
const TITLE_MAX = 120;

export async function indexPost(ctx: ServiceContext, post: PostRow) {
  const firstLine = post.text.trim().split('\n')[0] ?? '';
  await ctx.search.index({
    kind: KIND,
    id: post.id,
    title: firstLine.slice(0, TITLE_MAX),
    text: post.text,
    link: `/post/${post.id}`,
    date: post.createdAt,
  });
}

export const unindexPost = (ctx: ServiceContext, id: string) => ctx.search.remove(KIND, [id]);

/**
 * The registered post parent types, as the wall's routes are declared (`platform.installed(postParents)`); the
 * search's reader rule is built later, on the first search, and reads them from here.
 */
let parents: readonly PostParent[] = [];
export const useParents = (installed: readonly PostParent[]) => {
  parents = installed;
};

const OWN_SQL = OWN_PARENT_TYPES.map((t) => `'${t}'`).join(', ');

export const wallSearch: PluginSearch = {
  readable: {
    // The feeds' rules: the parent lets the reader read (its owner's condition, only for its type), and an open post, the author, or a grant.
    [KIND]: (q, refs) => {
      const foreign = parents.map(
        (t) => ` OR (wsp.parentType = '${t.key}' AND (${t.readable(q, { parentId: 'wsp.parentId', reader: refs.reader })}))`,
      );
      const sub = q.sub(Post, 'wsp', (s) =>
        s
          .select('wsp.id')
          .andWhere(`(wsp.parentType IN (${OWN_SQL})${foreign.join('')})`)
          .andWhere(`(wsp.restricted = 0 OR wsp.authorId = ${refs.reader} OR ${refs.granted('post', 'wsp.id')})`),
      );
      return `${refs.itemId} IN (${sub})`;
    },
  },
  reindex: async (ctx, progress) => {
    await reindexRows(
      ctx,
      Post,
      async (rows) => {
        for (const p of rows) await indexPost(ctx, p);
      },
      progress,
    );
  },
};
