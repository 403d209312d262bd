import type { WorkingTimeBucket } from '@atrium/sdk/shared';
import { useApi, useMe, type ApiClient } from '@atrium/sdk/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pollRoutes } from '../shared/routes.js';
import type { POLL_LIST_FILTERS, PollInput } from '../shared/schemas.js';

export type ListFilter = (typeof POLL_LIST_FILTERS)[number];

/** Server state of the polls screens through TanStack Query; every key starts with 'polls'. */
export function usePollList(filter: ListFilter, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['polls', 'list', filter, page],
    queryFn: () => api.call(pollRoutes.list, { query: { filter, page, limit: 20 } }),
  });
}

/** Polls waiting for the signed-in user (GET api/user/{clientId}/polls/access_for/{userId}). */
export function usePendingPolls(limit = 5) {
  const api = useApi();
  const me = useMe();
  return useQuery({
    queryKey: ['polls', 'pending', me?.user._id, limit],
    // Polls wait for employees; the superadmin visiting a client is none of them.
    enabled: !!me?.client && !me.isSuperadmin,
    queryFn: () => api.call(pollRoutes.pending, { params: { client: me!.client!._id, userId: me!.user._id }, query: { limit } }),
  });
}

export function usePoll(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['polls', 'one', id],
    enabled: !!id,
    queryFn: () => api.call(pollRoutes.get, { params: { id: id! } }, { refused: 'page' }).then((r) => r.result),
  });
}

/** Results as the caller may see them; `bucket` narrows to one working-time bucket (administrators). */
export function usePollResults(id: string, bucket: WorkingTimeBucket | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['polls', 'results', id, bucket],
    placeholderData: (prev) => prev,
    queryFn: () =>
      api.call(pollRoutes.results, { params: { id }, query: { bucket: bucket ?? undefined } }, { refused: 'page' }).then((r) => r.result),
  });
}

/** Mutations refresh every polls query: lists, the poll and its results change together. */
export function usePollMutation<V, R = unknown>(fn: (api: ApiClient, v: V) => Promise<R>) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({ mutationFn: (v: V) => fn(api, v), onSuccess: () => qc.invalidateQueries({ queryKey: ['polls'] }) });
}

export const savePoll = (api: ApiClient, v: { id?: string; body: PollInput }) =>
  (v.id
    ? api.call(pollRoutes.update, { params: { id: v.id }, body: v.body }, { quiet: true })
    : api.call(pollRoutes.create, { body: v.body }, { quiet: true })
  ).then((r) => r.result);

/** Downloads the results workbook (GET api/poll/{id}/excel) as a file. */
export async function downloadExcel(api: ApiClient, id: string, name: string, bucket: WorkingTimeBucket | null = null) {
  const blob = await api.call(pollRoutes.excel, { params: { id }, query: { bucket: bucket ?? undefined } });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name.replace(/[\\/:*?"<>|]+/g, '_') || 'poll'}.xlsx`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
