import { wallRoutes } from '../../shared/routes.js';
import { Anchor, Text } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMe, useT } from '@atrium/sdk/ui';
import { useFeed } from '../queries.js';
import { WidgetCard } from './WidgetCard.js';

/** The latest thank-you posts of the company (`GET /api/clients/{id}/all_thanks`). */
export function ThanksWidget() {
  const t = useT();
  const clientId = useMe()?.client?._id ?? '';
  const feed = useFeed(['thanks', clientId], (api, page) => api.call(wallRoutes.thanks, { params: { id: clientId! }, query: { page } }));
  const posts = (feed.data?.pages[0]?.result ?? []).slice(0, 5);
  return (
    <WidgetCard
      testId="widget-thanks"
      icon={IconHeartHandshake}
      title={t('widgets.thanks')}
      empty={posts.length ? null : t('widgets.noThanks')}
    >
      {posts.map((p) => (
        <div key={p._id}>
          <Text size="sm" fw={500}>
            {p.author && p.author !== 'system' ? p.author.fullName : t('system')} → {p.thanked?.fullName}
          </Text>
          <Anchor component={Link} to={`/post/${p._id}`} size="xs" lineClamp={2}>
            {p.text}
          </Anchor>
        </div>
      ))}
      {feed.data && (feed.data.pages[0]?.total ?? 0) > 0 && (
        <Text size="xs" c="dimmed">
          {t('widgets.thanksTotal', {
            count: feed.data.pages[0]?.total ?? 0,
          })}
        </Text>
      )}
    </WidgetCard>
  );
}
