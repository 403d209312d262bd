import { useApi, useMe } from '@atrium/sdk/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { groupRoutes } from '../shared/routes.js';
import type { GroupView } from '../shared/types.js';

export type ListTab = 'mine' | 'all';
export const PAGE_SIZE = 20;

/** Server state of the groups screens through TanStack Query; every key starts with 'groups'. */
export function useGroupList(tab: ListTab, search: string, page: number) {
  const api = useApi();
  const me = useMe();
  const query = { search: search || undefined, page, limit: PAGE_SIZE };
  return useQuery({
    queryKey: ['groups', 'list', tab, search, page],
    enabled: !!me?.client,
    placeholderData: (prev) => prev,
    queryFn: () =>
      tab === 'mine'
        ? api.call(groupRoutes.byUser, { params: { id: me!.user._id }, query })
        : api.call(groupRoutes.byClient, { params: { id: me!.client!._id }, query }),
  });
}

export function useGroup(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['groups', 'one', id],
    enabled: !!id,
    queryFn: () => api.call(groupRoutes.get, { params: { id: id! } }, { refused: 'page' }).then((r) => r.result),
  });
}

/** A change to groups: every groups query is refreshed after it (lists, the group, the widget). */
export function useGroupAction<A, R>(run: (api: ReturnType<typeof useApi>, arg: A) => Promise<R>) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (arg: A) => run(api, arg),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['groups'] }),
  });
}

export type Group = GroupView;
