import { z } from 'zod';
import { defineRoute, wire } from '@atrium/sdk/contract';
import { idOf, PageQuery } from '@atrium/sdk/shared';
import {
  AccessForQuery,
  AddFilesInput,
  ArticleInput,
  ArticleUpdate,
  DelFilesInput,
  FavouriteInput,
  PlaceInput,
  RightsInput,
  VacRespondInput,
} from './schemas.js';
import type { ArticleItem, ArticleView, Crumb, VacancyResponseView } from './types.js';

/** Item ids in paths are tagged so the platform answers 404 for another client's and the isolation suite substitutes them. */
const ArticleId = z.object({ id: idOf('Article') });

/** Every call of the knowledge base and its vacancies, declared once for the server and the UI. */
export const articleRoutes = {
  accessFor: defineRoute('get', '/user/:client/articles/access_for/:userId', {
    params: z.object({ client: idOf('Client'), userId: idOf('User') }),
    query: AccessForQuery,
    answer: wire.page<ArticleItem>(),
  }),
  breadcrumbs: defineRoute('get', '/article/breadcrumbs/:id', { params: ArticleId, answer: wire.result<Crumb[]>() }),
  /** Paged like every list; the UI nests a page by `parentId` (parents come before their children). */
  fullTree: defineRoute('get', '/article/full_tree/:id', { params: ArticleId, query: PageQuery, answer: wire.page<ArticleItem>() }),
  child: defineRoute('get', '/article/child/:id', { params: ArticleId, query: PageQuery, answer: wire.page<ArticleItem>() }),
  get: defineRoute('get', '/article/:id', { params: ArticleId, answer: wire.result<ArticleView>() }),
  create: defineRoute('post', '/article', { body: ArticleInput, answer: wire.result<ArticleView>() }),
  update: defineRoute('put', '/article/:id', { params: ArticleId, body: ArticleUpdate, answer: wire.result<ArticleView>() }),
  deep: defineRoute('delete', '/article/deep/:id', { params: ArticleId, answer: wire.result<{ deleted: number }>() }),
  addFiles: defineRoute('put', '/article/:id/add_files', { params: ArticleId, body: AddFilesInput, answer: wire.result<ArticleView>() }),
  delFile: defineRoute('put', '/article/:id/del_file/:fileId', {
    params: z.object({ id: idOf('Article'), fileId: idOf('File') }),
    answer: wire.result<ArticleView>(),
  }),
  delFiles: defineRoute('put', '/article/:id/del_files', { params: ArticleId, body: DelFilesInput, answer: wire.result<ArticleView>() }),
  emptyAsArticles: defineRoute('put', '/article/empty_as_articles/:id', { params: ArticleId, answer: wire.result<{ changed: number }>() }),
  order: defineRoute('put', '/article/:client/order/:from/:to', {
    params: z.object({ client: idOf('Client'), from: idOf('Article'), to: idOf('Article') }),
    answer: wire.result<{ from: number; to: number }>(),
  }),
  /** Our call for dragging: the swap (`order`) moves an item one place, this one anywhere in its folder. */
  place: defineRoute('put', '/article/:id/place', {
    params: ArticleId,
    body: PlaceInput,
    answer: wire.result<{ order: number }>(),
  }),
  vacRespond: defineRoute('post', '/article/vac_respond', { body: VacRespondInput, answer: wire.result<{ receivers: number }>() }),
  // The spec stores responses without a call to read them; this one is ours (README, API).
  responses: defineRoute('get', '/article/:id/responses', {
    params: ArticleId,
    query: PageQuery,
    answer: wire.page<VacancyResponseView>(),
  }),
  view: defineRoute('put', '/article/:id/view/:userId', {
    params: z.object({ id: idOf('Article'), userId: idOf('User') }),
    answer: wire.result<{ views: number }>(),
  }),
  rights: defineRoute('put', '/article/:id/rights', { params: ArticleId, body: RightsInput, answer: wire.result<ArticleView>() }),
  // Favourites have no given call; this one is ours (README, API).
  favourite: defineRoute('put', '/article/:id/favourite', {
    params: ArticleId,
    body: FavouriteInput,
    answer: wire.result<{ favourite: boolean }>(),
  }),
};
