import { FeedList } from '../components/FeedList.js';

/** The `profile.tabs` contribution: the posts a person wrote, paged like every feed. */
export function ProfilePosts({ userId }: { userId?: string }) {
  if (!userId) return null;
  return <FeedList feedKey={['user', userId]} path={(page) => `/api/post/user/${userId}?page=${page}`} />;
}
ProfilePosts.titleKey = 'profileTab';
