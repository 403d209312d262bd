import { useQuery } from '@tanstack/react-query';
import { useApi, useMe } from '@atrium/sdk/ui';
import type { SearchHitView } from '@atrium/sdk/shared';
import type { Employee } from '../pages/shared/types.js';

/** The module of employees in the one search (SEARCH_PEOPLE of '@atrium/sdk/shared'). */
export const PEOPLE = 'people';

/**
 * The cards (avatar, position) of the people among some hits: one call for all of them
 * (`POST api/user/filter/{workspace}` with their ids), not one per person. A hit shows its text while they load.
 */
export function usePeopleCards(hits: SearchHitView[] | undefined): Map<string, Employee> {
  const api = useApi();
  const ws = useMe()?.client?.workspace;
  const ids = (hits ?? []).filter((h) => h.module === PEOPLE).map((h) => h._id);
  const q = useQuery({
    queryKey: ['search-people', ws, ids],
    enabled: !!ws && ids.length > 0,
    staleTime: 60_000,
    queryFn: async () =>
      (await api.post<{ result: Employee[] }>(`/api/user/filter/${ws}`, { ids, page: 1, limit: ids.length }, { quiet: true })).result,
  });
  return new Map((q.data ?? []).map((e) => [e._id, e]));
}
