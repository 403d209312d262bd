import { useDeferredValue, useEffect } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { useT } from '@atrium/sdk/ui';
import { useFeed, type FeedLoader } from '../queries.js';
import type { PostView } from '../../shared/types.js';
import { PostCard } from './PostCard.js';

/** A feed with infinite paging: the next page of 20 loads when the end of the list comes into view. */
export function FeedList({ feedKey, load }: { feedKey: unknown[]; load: FeedLoader }) {
  const t = useT();
  const feed = useFeed(feedKey, load);
  const { ref, entry } = useIntersection({ threshold: 0 });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  useEffect(() => {
    if (entry?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [entry?.isIntersecting, hasNextPage, isFetchingNextPage, fetchNextPage]);
  if (feed.isLoading) {
    return (
      <Center p="lg">
        <Loader />
      </Center>
    );
  }
  const posts = feed.data?.pages.flatMap((p) => p.result) ?? [];
  return (
    <Stack gap="md" data-testid="feed">
      <PostCards posts={posts} />
      {!posts.length && (
        <Text c="dimmed" ta="center" p="lg">
          {t('empty')}
        </Text>
      )}
      <div ref={ref} />
      {isFetchingNextPage && (
        <Center>
          <Loader size="sm" />
        </Center>
      )}
    </Stack>
  );
}

/** Posts a phone's first screen holds: rendered first, so they paint before the rest of the page is built. */
const FIRST_PAINT = 4;

/**
 * The cards of the loaded pages. When the list first shows, it renders the first few and leaves the
 * rest to a background render React may interrupt (a deferred value's initial value), so the first
 * posts paint without waiting for twenty cards (docs/benchmarks.md, First load).
 */
function PostCards({ posts }: { posts: PostView[] }) {
  const count = useDeferredValue(posts.length, Math.min(posts.length, FIRST_PAINT));
  return posts.slice(0, count).map((p) => <PostCard key={p._id} post={p} />);
}
