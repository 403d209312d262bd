import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@atrium/sdk/ui';
import { wallRoutes } from '../../shared/routes.js';
import { wallKey } from '../queries.js';

const followKey = (userId: string) => [...wallKey, 'follow', userId];

/** A person's follow summary (`GET /api/follow/{id}`): followers, following and whether the caller follows them. */
export function useFollowSummary(userId: string) {
  const api = useApi();
  return useQuery({
    queryKey: followKey(userId),
    queryFn: async () => (await api.call(wallRoutes.followSummary, { params: { id: userId } }, { quiet: true })).result,
  });
}

/** Follows or unfollows the person; the answer is the fresh summary, which the tab and the button share. */
export function useToggleFollow(userId: string) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (follow: boolean) =>
      (await api.call(follow ? wallRoutes.follow : wallRoutes.unfollow, { body: { user_id: userId } })).result,
    onSuccess: (summary) => qc.setQueryData(followKey(userId), summary),
  });
}
