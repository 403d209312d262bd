import { Stack } from '@mantine/core';
import { parentRoutes } from '../../shared/routes.js';
import { Composer } from './Composer.js';
import { FeedList } from './FeedList.js';

/**
 * The `wall.parentFeed` slot: the wall of one parent of a type another plugin registered (the owner's
 * page renders it with `{ parentType, parentId, canWrite }`), with the composer for those who
 * may write there. The owner's page hosts it; the posts, their comments and likes stay the wall's.
 */
export function ParentFeed({ parentType, parentId, canWrite }: { parentType?: string; parentId?: string; canWrite?: boolean }) {
  if (!parentType || !parentId) return null;
  // The entity tag only matters to the server's route table; the UI needs the path.
  const routes = parentRoutes(parentType, 'any');
  return (
    <Stack gap="md">
      {canWrite && <Composer parent={{ type: parentType, id: parentId }} />}
      <FeedList
        feedKey={[parentType, parentId]}
        load={(api, page) => api.call(routes.wall, { params: { id: parentId }, query: { page } })}
      />
    </Stack>
  );
}
