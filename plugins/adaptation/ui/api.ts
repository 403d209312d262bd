import { useApi, useMe, type ApiClient } from '@atrium/sdk/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adaptationRoutes as routes } from '../shared/routes.js';

/** Server state of the adaptation screens through TanStack Query; every key starts with 'adaptation'. */
/** A page of tracks, newest first, paged by the server. */
export function useTracks(enabled: boolean, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['adaptation', 'tracks', page],
    enabled,
    placeholderData: (prev) => prev,
    queryFn: () => api.call(routes.list, { query: { page, limit: TRACKS_PAGE } }),
  });
}

export const TRACKS_PAGE = 12;

export function useSummary(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['adaptation', 'summary'],
    enabled,
    queryFn: () => api.call(routes.summary).then((r) => r.result),
  });
}

export function useTrack(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['adaptation', 'track', id],
    enabled: !!id,
    queryFn: () => api.call(routes.get, { params: { id: id! } }, { refused: 'page' }).then((r) => r.result),
  });
}

export function useMembers(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['adaptation', 'members', id],
    queryFn: () => api.call(routes.members, { params: { id }, query: { limit: 200 } }).then((r) => r.result),
  });
}

/** The signed-in user's adaptations, in every role. */
export function useMine() {
  const api = useApi();
  const me = useMe()?.user._id;
  return useQuery({
    queryKey: ['adaptation', 'mine', me],
    enabled: !!me,
    queryFn: () => api.call(routes.listFor, { params: { user: me! } }).then((r) => r.result),
  });
}

export function useJourney(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['adaptation', 'journey', id],
    enabled: !!id,
    queryFn: () => api.call(routes.onTrack, { params: { id: id! } }, { refused: 'page' }).then((r) => r.result),
  });
}

export function useSettings() {
  const api = useApi();
  const client = useMe()?.client?._id;
  return useQuery({
    queryKey: ['adaptation', 'settings', client],
    enabled: !!client,
    queryFn: () => api.call(routes.settings, { params: { client: client! } }).then((r) => r.result),
  });
}

/** A write, after which every adaptation query is read again. */
export function useAdaptationMutation<I, O>(fn: (api: ApiClient, input: I) => Promise<O>) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: I) => fn(api, input), onSuccess: () => qc.invalidateQueries({ queryKey: ['adaptation'] }) });
}
