import { useEffect } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { useT } from '@atrium/sdk/ui';
import { useFeed, type FeedLoader } from '../queries.js';
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
      {posts.map((p) => (
        <PostCard key={p._id} post={p} />
      ))}
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
