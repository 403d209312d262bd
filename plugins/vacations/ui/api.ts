import { useApi, type ApiClient } from '@atrium/sdk/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vacationRoutes } from '../shared/routes.js';

/** The chart's filters: a department, or a search of two characters at least, and a year. */
export interface ChartFilters {
  dept: string | null;
  search: string;
  year: number;
  page: number;
}

/** Server state of the vacation screens through TanStack Query; every key starts with 'vacations'. */
export function useChart(f: ChartFilters) {
  const api = useApi();
  const query = {
    ...(f.dept ? { dept: f.dept } : {}),
    ...(f.search ? { search: f.search } : {}),
    from: `${f.year}-01-01`,
    to: `${f.year}-12-31`,
    page: f.page,
  };
  return useQuery({
    queryKey: ['vacations', 'chart', query],
    queryFn: () => api.call(vacationRoutes.chart, { query: query as never }).then((r) => r.result),
    placeholderData: keepPreviousData,
  });
}

export function useMine() {
  const api = useApi();
  return useQuery({ queryKey: ['vacations', 'mine'], queryFn: () => api.call(vacationRoutes.mine).then((r) => r.result) });
}

export function usePending() {
  const api = useApi();
  return useQuery({ queryKey: ['vacations', 'pending'], queryFn: () => api.call(vacationRoutes.pending).then((r) => r.result) });
}

export function useTeam(chiefId: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['vacations', 'team', chiefId],
    queryFn: () => api.call(vacationRoutes.team, { params: { id: chiefId } }).then((r) => r.result),
  });
}

/** A call that changes vacations; every vacation query is read again after it (the balance moved). */
export function useVacationMutation<I, O>(fn: (api: ApiClient, input: I) => Promise<O>) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: I) => fn(api, input), onSuccess: () => qc.invalidateQueries({ queryKey: ['vacations'] }) });
}
