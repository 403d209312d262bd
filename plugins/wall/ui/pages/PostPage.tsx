import { useEffect } from 'react';
import { Center, Loader, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useApi } from '@atrium/sdk/ui';
import { PostCard, usePost } from '../components/PostCard.js';
import { useWallLive } from '../live.js';
import { refreshWall } from '../queries.js';
import { wallRoutes } from '../../shared/routes.js';

/** `/post/{_id}`: one post with its comments open; opening it counts a view. */
export function PostPage() {
  const { _id = '' } = useParams();
  const api = useApi();
  const qc = useQueryClient();
  const post = usePost(_id);
  useWallLive((_e, payload) => {
    if (payload.post === _id || payload._id === _id) void refreshWall(qc);
  });
  const viewed = post.data?.viewed;
  useEffect(() => {
    if (viewed === false)
      void api.call(wallRoutes.view, { params: { id: _id }, body: { where: 'post' } }, { quiet: true }).catch(() => undefined);
  }, [viewed, _id, api]);
  if (post.isLoading || !post.data) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  return (
    <Stack p={{ base: 'xs', sm: 'md' }} maw={820}>
      <PostCard post={post.data} open />
    </Stack>
  );
}

export default PostPage;
