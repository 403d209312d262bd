import { useApi, type ApiClient } from '@atrium/sdk/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdpListView } from '../shared/constants.js';
import { idpRoutes } from '../shared/routes.js';

export const PAGE_SIZE = 20;

/** Server state of the IDP screens through TanStack Query; every key starts with 'idp'. */
export function usePlans(view: IdpListView, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['idp', 'list', view, page],
    queryFn: () => api.call(idpRoutes.list, { query: { view, page, limit: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function usePlan(id: string) {
  const api = useApi();
  return useQuery({ queryKey: ['idp', 'plan', id], queryFn: () => api.call(idpRoutes.item, { params: { id } }).then((r) => r.result) });
}

/** A call that changes plans; every IDP query is read again after it. */
export function useIdpMutation<I, O>(fn: (api: ApiClient, input: I) => Promise<O>) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: I) => fn(api, input), onSuccess: () => qc.invalidateQueries({ queryKey: ['idp'] }) });
}

export function useAnalytics() {
  const api = useApi();
  return useQuery({ queryKey: ['idp', 'analytics'], queryFn: () => api.call(idpRoutes.analytics).then((r) => r.result) });
}

export function useTeamSummary(chiefId: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['idp', 'team', chiefId],
    queryFn: () => api.call(idpRoutes.team, { params: { id: chiefId } }).then((r) => r.result),
  });
}
