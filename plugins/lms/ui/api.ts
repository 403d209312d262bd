import { useApi, useMe, type ApiClient } from '@atrium/sdk/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lmsRoutes } from '../shared/routes.js';

/** Server state of the learning screens through TanStack Query; every key starts with 'lms'. */
export function useCourses(scope: 'all' | 'mine' | 'learning') {
  const api = useApi();
  return useQuery({
    queryKey: ['lms', 'courses', scope],
    queryFn: () => api.call(lmsRoutes.courses, { query: { scope, limit: 100 } }).then((r) => r.result),
  });
}

export function useCourse(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['lms', 'course', id],
    enabled: !!id,
    queryFn: () => api.call(lmsRoutes.course, { params: { id: id! } }, { refused: 'page' }).then((r) => r.result),
  });
}

export function useMembers(id: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['lms', 'members', id],
    enabled,
    queryFn: () => api.call(lmsRoutes.members, { params: { id }, query: { limit: 200 } }).then((r) => r.result),
  });
}

export function useProgress(course: string | undefined) {
  const api = useApi();
  const user = useMe()?.user._id;
  return useQuery({
    queryKey: ['lms', 'progress', course, user],
    enabled: !!course && !!user,
    queryFn: () => api.call(lmsRoutes.progress, { params: { course: course!, user: user! } }).then((r) => r.result),
  });
}

export function useLesson(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['lms', 'lesson', id],
    enabled: !!id,
    queryFn: () => api.call(lmsRoutes.lesson, { params: { id: id! } }, { refused: 'page' }).then((r) => r.result),
  });
}

export function useTest(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['lms', 'test', id],
    enabled: !!id,
    queryFn: () => api.call(lmsRoutes.test, { params: { id: id! } }, { refused: 'page' }).then((r) => r.result),
  });
}

/** Learner rows per page of the analytics table. */
const ANALYTICS_PAGE = 50;

/** A page of the analytics (one user's when given), keeping the last page shown while the next loads. */
export function useAnalytics(userId: string | undefined, page: number) {
  const api = useApi();
  const client = useMe()?.client?._id;
  return useQuery({
    queryKey: ['lms', 'analytics', client, userId, page],
    enabled: !!client,
    placeholderData: keepPreviousData,
    queryFn: () =>
      api
        .call(lmsRoutes.analytics, {
          params: { client: client! },
          query: { ...(userId ? { user_id: userId } : {}), page, limit: ANALYTICS_PAGE },
        })
        .then((r) => r.result),
  });
}

/** The course statuses of a chief's team (the chief's dashboard widget). */
export function useTeamLearning(chiefId: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['lms', 'dashboard', chiefId],
    queryFn: () => api.call(lmsRoutes.dashboard, { params: { id: chiefId } }, { quiet: true }).then((r) => r.result),
  });
}

export function useAdmins() {
  const api = useApi();
  const client = useMe()?.client?._id;
  return useQuery({
    queryKey: ['lms', 'admins', client],
    enabled: !!client,
    queryFn: () => api.call(lmsRoutes.admins, { params: { client: client! } }).then((r) => r.result),
  });
}

/** A write, after which every learning query is read again. */
export function useLmsMutation<I, O>(fn: (api: ApiClient, input: I) => Promise<O>) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: I) => fn(api, input), onSuccess: () => qc.invalidateQueries({ queryKey: ['lms'] }) });
}
