import { useApi, type ApiClient } from '@atrium/sdk/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdeaState } from '../shared/constants.js';
import { ideasRoutes } from '../shared/routes.js';

/** Ideas on one page of the list. */
export const PAGE_SIZE = 10;

/** Server state of the idea box through TanStack Query; every key starts with 'ideas'. */
export function useIdeas(page: number, state: IdeaState | null, mine: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['ideas', 'list', page, state, mine],
    queryFn: () =>
      api.call(ideasRoutes.list, {
        query: { page, limit: PAGE_SIZE, ...(state ? { state } : {}), ...(mine ? { mine: '1' as const } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}

/** A write, after which every ideas query is read again. */
export function useIdeasMutation<I, O>(fn: (api: ApiClient, input: I) => Promise<O>) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: I) => fn(api, input), onSuccess: () => qc.invalidateQueries({ queryKey: ['ideas'] }) });
}
