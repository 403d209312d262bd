import { useApi, useMe } from '@atrium/sdk/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PollInput } from '../shared/schemas.js';
import type { PollListItem, PollResults, PollView } from '../shared/types.js';

export type ListFilter = 'pending' | 'all' | 'mine' | 'finished';
interface Paged<T> {
  result: T[];
  page: number;
  limit: number;
  total: number;
}

/** Server state of the polls screens through TanStack Query; every key starts with 'polls'. */
export function usePollList(filter: ListFilter, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['polls', 'list', filter, page],
    queryFn: () => api.get<Paged<PollListItem>>(`/api/poll?filter=${filter}&page=${page}&limit=20`),
  });
}

/** Polls waiting for the signed-in user (GET api/user/{clientId}/polls/access_for/{userId}). */
export function usePendingPolls(limit = 5) {
  const api = useApi();
  const me = useMe();
  return useQuery({
    queryKey: ['polls', 'pending', me?.user._id, limit],
    enabled: !!me?.client,
    queryFn: () => api.get<Paged<PollListItem>>(`/api/user/${me!.client!._id}/polls/access_for/${me!.user._id}?limit=${limit}`),
  });
}

export function usePoll(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['polls', 'one', id],
    enabled: !!id,
    queryFn: () => api.get<{ result: PollView }>(`/api/poll/${id}`, { notFound: 'page' }).then((r) => r.result),
  });
}

/** Results as the caller may see them; `bucket` narrows to one working-time bucket (administrators). */
export function usePollResults(id: string, bucket: string | null) {
  const api = useApi();
  const q = bucket ? `?bucket=${bucket}` : '';
  return useQuery({
    queryKey: ['polls', 'results', id, bucket],
    placeholderData: (prev) => prev,
    queryFn: () => api.get<{ result: PollResults }>(`/api/poll/${id}/results${q}`, { notFound: 'page' }).then((r) => r.result),
  });
}

/** Mutations refresh every polls query: lists, the poll and its results change together. */
export function usePollMutation<V, R = unknown>(fn: (api: ReturnType<typeof useApi>, v: V) => Promise<R>) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({ mutationFn: (v: V) => fn(api, v), onSuccess: () => qc.invalidateQueries({ queryKey: ['polls'] }) });
}

export const savePoll = (api: ReturnType<typeof useApi>, v: { id?: string; body: PollInput }) =>
  (v.id
    ? api.put<{ result: PollView }>(`/api/poll/${v.id}`, v.body, { quiet: true })
    : api.post<{ result: PollView }>('/api/poll', v.body, { quiet: true })
  ).then((r) => r.result);

/** Downloads the results workbook (GET api/poll/{id}/excel) as a file. */
export async function downloadExcel(api: ReturnType<typeof useApi>, id: string, name: string, bucket: string | null = null) {
  const blob = await api.get<Blob>(`/api/poll/${id}/excel${bucket ? `?bucket=${bucket}` : ''}`, { blob: true });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name.replace(/[\\/:*?"<>|]+/g, '_') || 'poll'}.xlsx`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
