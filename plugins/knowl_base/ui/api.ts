import { useApi, useMe, type ApiClient } from '@atrium/sdk/ui';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { articleRoutes } from '../shared/routes.js';

/** `access_for` of the signed-in user; every key starts with 'knowl_base'. */
export function useAccessFor(query: {
  parent?: string;
  kind?: 'folder';
  search?: string;
  section?: 'vacancy';
  favourite?: 'true';
  recent?: 'true';
  page?: number;
  limit?: number;
}) {
  const api = useApi();
  const me = useMe();
  return useQuery({
    queryKey: ['knowl_base', 'list', query],
    enabled: !!me?.client,
    placeholderData: (prev) => prev,
    queryFn: () =>
      api.call(articleRoutes.accessFor, {
        params: { client: me!.client!._id, userId: me!.user._id },
        query: { page: 1, limit: 25, ...query },
      }),
  });
}

export function useItem(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['knowl_base', 'one', id],
    enabled: !!id,
    queryFn: () => api.call(articleRoutes.get, { params: { id: id! } }, { refused: 'page' }).then((r) => r.result),
  });
}

/**
 * The path down to an item, asked for with the item itself (ArticlePage): refused as the item is, it shows the
 * no-access page, not a message over it.
 */
export function useBreadcrumbs(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['knowl_base', 'crumbs', id],
    enabled: !!id,
    queryFn: () => api.call(articleRoutes.breadcrumbs, { params: { id: id! } }, { refused: 'page' }).then((r) => r.result),
  });
}

/** The folders of one folder (undefined: the top level) the user may read, page by page: the "move to" picker. */
export function useFolderLevel(parent: string | undefined) {
  const api = useApi();
  const me = useMe();
  return useInfiniteQuery({
    queryKey: ['knowl_base', 'folders', parent ?? null],
    enabled: !!me?.client,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(articleRoutes.accessFor, {
        params: { client: me!.client!._id, userId: me!.user._id },
        query: { parent, kind: 'folder', page: pageParam, limit: FOLDERS_PAGE },
      }),
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

const FOLDERS_PAGE = 50;

/** Mutations refresh every knowledge-base query: lists, items and the tree change together. */
export function useKbMutation<V, R = unknown>(fn: (api: ApiClient, v: V) => Promise<R>) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({ mutationFn: (v: V) => fn(api, v), onSuccess: () => qc.invalidateQueries({ queryKey: ['knowl_base'] }) });
}

/**
 * Counts the signed-in user's view of an item. Only the item's count changes, so only it is updated: a
 * refresh of every knowledge-base query (useKbMutation) would fetch the article and its path again on the
 * page's start (docs/benchmarks.md, "The article on a phone").
 */
export function useCountView() {
  const api = useApi();
  const me = useMe();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(articleRoutes.view, { params: { id, userId: me!.user._id } }, { quiet: true }),
    onSuccess: ({ result: { views } }, id) =>
      qc.setQueryData<{ views: number }>(['knowl_base', 'one', id], (item) => item && (item.views === views ? item : { ...item, views })),
  });
}

/**
 * Moves an item into a folder (null: the top level): a PUT of the new parent alone, the rest of the item
 * kept (a partial update); the server refuses a folder moved into itself or below it.
 */
export function useMoveItem() {
  return useKbMutation((api, v: { id: string; parentId: string | null }) =>
    api.call(articleRoutes.update, { params: { id: v.id }, body: { parentId: v.parentId } }),
  );
}

/** Puts an item right after another of its folder (null: first): the drop of a drag within a folder. */
export function usePlaceItem() {
  return useKbMutation((api, v: { id: string; after: string | null }) =>
    api.call(articleRoutes.place, { params: { id: v.id }, body: { after: v.after } }),
  );
}
