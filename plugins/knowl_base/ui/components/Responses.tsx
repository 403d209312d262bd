import { useState } from 'react';
import { Anchor, Group, Loader, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ProfileAvatar, useApi, useFormat, useT } from '@atrium/sdk/ui';
import { articleRoutes } from '../../shared/routes.js';

const LIMIT = 10;

/** A vacancy's responses, newest first, for those they are meant for: the applicant, the message, the files, the date. */
export function Responses({ vacancyId, count }: { vacancyId: string; count: number }) {
  const t = useT();
  const api = useApi();
  const f = useFormat();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['knowl_base', 'responses', vacancyId, page],
    enabled: count > 0,
    placeholderData: (prev) => prev,
    queryFn: () => api.call(articleRoutes.responses, { params: { id: vacancyId }, query: { page, limit: LIMIT } }),
  });
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('vacancy.responses', { count })}
      </Title>
      {!count && <Text c="dimmed">{t('vacancy.noResponses')}</Text>}
      {count > 0 && !list.data && <Loader size="sm" aria-label={t('loading')} />}
      {list.data?.result.map((r) => (
        <Paper key={r._id} withBorder p="sm" data-testid="vacancy-response">
          <Stack gap="xs">
            <Group gap="sm" wrap="nowrap">
              {r.user && <ProfileAvatar userId={r.user._id} name={r.user.fullName} src={r.user.avatar} size={32} />}
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={500}>{r.user?.fullName ?? t('vacancy.unknownApplicant')}</Text>
                <Text size="xs" c="dimmed">
                  {f.dateTime(r.createdAt)}
                </Text>
              </Stack>
            </Group>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.text}</Text>
            {r.attachments.map((a) => (
              <Anchor key={a._id} href={a.path} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
                {a.filename}
              </Anchor>
            ))}
          </Stack>
        </Paper>
      ))}
      {count > LIMIT && (
        <Pagination total={Math.ceil(count / LIMIT)} value={page} onChange={setPage} aria-label={t('vacancy.responsePages')} />
      )}
    </Stack>
  );
}
