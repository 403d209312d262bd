import { useApi, useMe, type ApiClient } from '@atrium/sdk/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { servicesRoutes } from '../shared/routes.js';

/** Server state of the services screens through TanStack Query; every key starts with 'services'. */
export function useGroups() {
  const api = useApi();
  const clientId = useMe()?.client?._id;
  return useQuery({
    queryKey: ['services', 'groups', clientId],
    enabled: !!clientId,
    queryFn: () => api.call(servicesRoutes.groups, { params: { id: clientId! } }).then((r) => r.result),
  });
}

/** The catalogue: every service the caller may file (the page size is the API's largest, a catalogue is short). */
export function useCatalogue() {
  const api = useApi();
  return useQuery({
    queryKey: ['services', 'catalogue'],
    queryFn: () => api.call(servicesRoutes.list, { query: { limit: 200 } }).then((r) => r.result),
  });
}

export function useService(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['services', 'one', id],
    enabled: !!id,
    queryFn: () => api.call(servicesRoutes.get, { params: { id: id! } }, { refused: 'page' }).then((r) => r.result),
  });
}

/** A write, after which every services query is read again. */
export function useServicesMutation<I, O>(fn: (api: ApiClient, input: I) => Promise<O>) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: I) => fn(api, input), onSuccess: () => qc.invalidateQueries({ queryKey: ['services'] }) });
}

/** What a request list asks: a page, words of the name, one service; `finished` for the caller's own. */
export interface RequestListQuery {
  page: number;
  q: string;
  bp: string | null;
  finished?: boolean;
}

const listQuery = ({ page, q, bp }: RequestListQuery) => ({
  page,
  limit: REQUESTS_PAGE,
  ...(q.trim() ? { q: q.trim() } : {}),
  ...(bp ? { bp } : {}),
});
export const REQUESTS_PAGE = 20;

/** The caller's own requests, running or finished, newest first (`GET api/bp/runned/{me}`). */
export function useMyRequests(query: RequestListQuery) {
  const api = useApi();
  const me = useMe()?.user._id;
  return useQuery({
    queryKey: ['services', 'mine', me, query],
    enabled: !!me,
    placeholderData: keepPreviousData,
    queryFn: () =>
      api.call(servicesRoutes.runned, { params: { userId: me! }, query: { ...listQuery(query), finished: query.finished ? '1' : '0' } }),
  });
}

/** The running requests whose waiting step the caller performs (`GET api/bp/waiting`). */
export function useWaiting(query: RequestListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: ['services', 'waiting', query],
    placeholderData: keepPreviousData,
    queryFn: () => api.call(servicesRoutes.waiting, { query: listQuery(query) }),
  });
}
