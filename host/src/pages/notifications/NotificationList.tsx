import { Badge, Button, Card, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApi, useFormat, useMe } from '@atrium/sdk/ui';
import { IconExternalLink } from '@tabler/icons-react';
import { noticeLink } from './link.js';
import { useSectionLabel } from '../../plugins/titles.js';

export interface Notice {
  _id: string;
  name: string;
  section: string;
  title: string;
  text: string;
  link: string | null;
  read: boolean;
  createdAt: string;
}

const PAGE = 20;

/**
 * A user's centre notifications of one section, newest first, read or unread or both; more load
 * before the time of the last one shown. Opening one marks it read and follows its link.
 */
export function NotificationList({ section, read }: { section: string; read: '' | '0' | '1' }) {
  const { t } = useTranslation();
  const format = useFormat();
  const sectionLabel = useSectionLabel();
  const api = useApi();
  const me = useMe()!;
  const qc = useQueryClient();
  const navigate = useNavigate();
  const clientId = me.client!._id;
  const q = useInfiniteQuery({
    queryKey: ['notifications', clientId, me.user._id, section, read],
    initialPageParam: 'now',
    queryFn: async ({ pageParam }) =>
      (
        await api.get<{ result: Notice[] }>(
          `/api/notification/${clientId}/${section}/${me.user._id}/${pageParam}?limit=${PAGE}${read ? `&read=${read}` : ''}`,
        )
      ).result,
    getNextPageParam: (last) => (last.length < PAGE ? undefined : String(new Date(last[last.length - 1]!.createdAt).getTime())),
  });
  const open = async (n: Notice) => {
    if (!n.read) {
      await api.get(`/api/notification/${n._id}`, { quiet: true }).catch(() => undefined);
      await qc.invalidateQueries({ queryKey: ['notifications'] });
      await qc.invalidateQueries({ queryKey: ['unread'] });
    }
    const link = noticeLink(n.link, window.location.origin);
    if (link?.kind === 'external') window.open(link.url, '_blank', 'noopener,noreferrer');
    else if (link) navigate(link.path);
  };
  if (q.isPending) return <Loader aria-label={t('app.loading')} />;
  const items = q.data?.pages.flat() ?? [];
  return (
    <Stack gap="xs" data-testid="notification-list">
      {items.length === 0 && <Text c="dimmed">{t('notifications.empty')}</Text>}
      {items.map((n) => {
        const link = noticeLink(n.link, window.location.origin);
        return (
          <UnstyledButton key={n._id} onClick={() => void open(n)} data-testid="notification" data-read={n.read ? '1' : '0'}>
            <Card withBorder padding="sm" style={{ borderLeft: n.read ? undefined : '4px solid var(--mantine-color-blue-6)' }}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={n.read ? 400 : 700} size="sm">
                    {n.title}
                  </Text>
                  {n.text && (
                    <Text size="sm" c="dimmed" lineClamp={3}>
                      {n.text}
                    </Text>
                  )}
                  {link?.kind === 'external' && (
                    <Group gap={4} wrap="nowrap" data-testid="notification-external">
                      <IconExternalLink size={14} aria-hidden />
                      <Text size="xs" c="dimmed">
                        {t('notifications.external', { host: link.host })}
                      </Text>
                    </Group>
                  )}
                </Stack>
                <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                  <Text size="xs" c="dimmed">
                    {format.dateTime(n.createdAt)}
                  </Text>
                  <Group gap={4}>
                    <Badge size="xs" variant="light">
                      {sectionLabel(n.section)}
                    </Badge>
                    {!n.read && (
                      <Badge size="xs" color="blue">
                        {t('notifications.new')}
                      </Badge>
                    )}
                  </Group>
                </Stack>
              </Group>
            </Card>
          </UnstyledButton>
        );
      })}
      {q.hasNextPage && (
        <Button variant="subtle" loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()} style={{ alignSelf: 'center' }}>
          {t('screens.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
