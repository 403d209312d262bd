import { wallRoutes } from '../../shared/routes.js';
import { FeedList } from '../components/FeedList.js';

/** The `profile.tabs` contribution: the posts a person wrote, paged like every feed. */
export function ProfilePosts({ userId }: { userId?: string }) {
  if (!userId) return null;
  return (
    <FeedList
      feedKey={['user', userId]}
      load={(api, page) => api.call(wallRoutes.userPosts, { params: { id: userId }, query: { page } })}
    />
  );
}
ProfilePosts.titleKey = 'profileTab';
