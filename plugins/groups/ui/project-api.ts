import { useApi } from '@atrium/sdk/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { groupRoutes } from '../shared/routes.js';

export const PROJECTS_PAGE_SIZE = 20;

/** The caller's projects, a page at a time (newest first, paged by the server). */
export function useProjects(page: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['projects', 'list', page],
    placeholderData: (prev) => prev,
    queryFn: () => api.call(groupRoutes.projects, { query: { page, limit: PROJECTS_PAGE_SIZE } }),
  });
}

/** One project; a project one does not take part in, or one deleted, shows the SDK's "no access" / "not found" page. */
export function useProject(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['projects', 'one', id],
    enabled: !!id,
    queryFn: () => api.call(groupRoutes.project, { params: { id: id! } }, { refused: 'page' }).then((r) => r.result),
  });
}

/** A change to projects: every projects query is refreshed after it (the list and the project). */
export function useProjectAction<A, R>(run: (api: ReturnType<typeof useApi>, arg: A) => Promise<R>) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (arg: A) => run(api, arg),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['projects'] }),
  });
}
