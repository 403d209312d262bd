import { useEffect } from 'react';
import { Badge } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MenuBadge } from '@atrium/sdk/shared';
import { useApi } from '@atrium/sdk/ui';
import { onRealtime } from './realtime.js';

/** The count a plugin's menu entry declares (`badge`): read from its path, read again on its events; nothing at 0. */
export function MenuCount({ badge }: { badge: MenuBadge }) {
  const { t } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const key = ['menu-badge', badge.path];
  const count = useQuery({
    queryKey: key,
    queryFn: () => api.get<{ result: { total: number } }>(badge.path, { quiet: true }).then((r) => r.result.total),
  });
  const events = badge.events.join(',');
  useEffect(() => {
    // Several events often come together (a message, then its read mark): one read for a burst.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const again = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void qc.invalidateQueries({ queryKey: ['menu-badge', badge.path] }), 300);
    };
    const stops = events.split(',').map((e) => onRealtime(e, again));
    return () => {
      clearTimeout(timer);
      stops.forEach((stop) => stop());
    };
  }, [qc, badge.path, events]);
  if (!count.data) return null;
  return (
    <Badge size="sm" color="red.9" circle={count.data < 10} aria-label={t('nav.count', { count: count.data })}>
      {count.data > 99 ? '99+' : count.data}
    </Badge>
  );
}
