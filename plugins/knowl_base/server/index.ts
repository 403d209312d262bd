import { definePlugin } from '@atrium/sdk/server';
import { commentParents } from '@atrium/plugin-wall/shared/extension-points.js';
import { manifest } from '../shared/manifest.js';
import { ARTICLE_COMMENTS, KB_ADMIN_ROLE } from '../shared/constants.js';
import { articleComments } from './comments.js';
import { Article, ArticleFavourite, ArticleTag, ArticleViewMark, VacancyResponse } from './entities/index.js';
import { KnowlBase1732400000000 } from './migrations/1732400000000-knowl-base.js';
import { KnowlBaseVacancyCurrency1732400000100 } from './migrations/1732400000100-vacancy-currency.js';
import { notifications } from './notifications.js';
import { routes } from './routes/index.js';
import { fileAccess } from './services/file-access.js';
import { kbSearch } from './services/search-index.js';
import { seed } from './seed.js';

/** The knowledge base and vacancies: a tree of articles, folders and files with grants, favourites and search. */
export default definePlugin(manifest, {
  entities: [Article, ArticleViewMark, ArticleFavourite, ArticleTag, VacancyResponse],
  migrations: [KnowlBase1732400000000, KnowlBaseVacancyCurrency1732400000100],
  // What the UI may offer; the routes check the same rules (and each item's grants) on the server.
  abilities: (b, me) => {
    if (me.isAdmin || me.user.roles.includes(KB_ADMIN_ROLE)) b.can('manage', 'Article');
    else b.can('manage', 'Article', { authorId: me.user.id });
  },
  routes,
  notifications,
  fileAccess,
  search: kbSearch,
  extends: [commentParents.register({ [ARTICLE_COMMENTS]: articleComments })],
  seed,
});
