import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '@atrium/sdk/ui';
import { structureRoutes } from '@atrium/sdk/shared';

/**
 * The core's widgets' data of a chief's dashboard, `GET /api/chiefs_dashboard/{id}/team`: one call the
 * widgets share through the query cache; `page` is the change log's page.
 */
export function useTeam(userId: string, page = 1) {
  const api = useApi();
  return useQuery({
    queryKey: ['chiefs_dashboard', userId, 'team', page],
    placeholderData: keepPreviousData,
    queryFn: async () => (await api.call(structureRoutes.chiefsTeam, { params: { id: userId }, query: { page } })).result,
  });
}
