import { wallRoutes } from '../../shared/routes.js';
import { useState } from 'react';
import { Grid, SegmentedControl, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Slot, useMe, useT } from '@atrium/sdk/ui';
import { Composer } from '../components/Composer.js';
import { FeedList } from '../components/FeedList.js';
import { useWallLive } from '../live.js';
import { refreshWall } from '../queries.js';

type FeedKind = 'company' | 'user';

/** `/company`: the company wall. The feed toggles between company news and the user's own feed (wall README, Rules). */
export function WallPage() {
  const t = useT();
  const me = useMe();
  const qc = useQueryClient();
  const [kind, setKind] = useState<FeedKind>('company');
  // New posts, comments and likes reach an open wall live.
  useWallLive(() => void refreshWall(qc));
  const clientId = me?.client?._id ?? '';
  const userId = me?.user._id ?? '';
  return (
    <Grid gutter="lg" p={{ base: 'xs', sm: 'md' }}>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <SegmentedControl
            value={kind}
            onChange={(v) => setKind(v as FeedKind)}
            data={[
              { value: 'company', label: t('feed.company') },
              { value: 'user', label: t('feed.user') },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
          <Composer />
          {kind === 'company' ? (
            <FeedList
              feedKey={['news', clientId]}
              load={(api, page) => api.call(wallRoutes.news, { params: { client: clientId!, page } })}
            />
          ) : (
            <FeedList
              feedKey={['user_feed', userId]}
              load={(api, page) => api.call(wallRoutes.userFeed, { params: { user: userId!, page } })}
            />
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        {/* Beside the feed on a desktop, below it on a phone, where they load as the user scrolls to them: the feed's posts come first. */}
        <Slot name="wall.widgets" inView />
      </Grid.Col>
    </Grid>
  );
}

export default WallPage;
