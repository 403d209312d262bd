import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Loader, Pagination, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useT } from '@atrium/sdk/ui';
import { useSchemaForm } from '@atrium/sdk/ui/form';
import { adaptationRoutes as routes } from '../../shared/routes.js';
import type { z } from 'zod';
import { TrackInput } from '../../shared/schemas.js';
import { TRACKS_PAGE, useAdaptationMutation, useMine, useSettings, useSummary, useTracks } from '../api.js';
import { AdaptationList } from '../components/AdaptationList.js';
import { SettingsForm } from '../components/SettingsForm.js';

/** /adaptation: managers see the tracks, their own adaptations and the figures; everyone else their own adaptations. */
export function TracksPage() {
  const t = useT();
  const settings = useSettings();
  const manage = !!settings.data?.mayManage;
  const [page, setPage] = useState(1);
  const tracks = useTracks(manage, page);
  const summary = useSummary(manage);
  const mine = useMine();
  if (!settings.data || !mine.data || (manage && !tracks.data)) return <Loader m="md" />;
  const own = <AdaptationList rows={mine.data} showTrack />;
  if (!manage)
    return (
      <Stack p="md">
        <Title order={1}>{t('title')}</Title>
        {own}
      </Stack>
    );
  const list = tracks.data?.result ?? [];
  const pages = Math.ceil((tracks.data?.total ?? 0) / TRACKS_PAGE);
  return (
    <Stack p="md">
      <Title order={1}>{t('title')}</Title>
      <Tabs defaultValue="tracks" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="tracks">{t('tabs.tracks')}</Tabs.Tab>
          <Tabs.Tab value="participants">{t('tabs.participants')}</Tabs.Tab>
          <Tabs.Tab value="analytics">{t('tabs.analytics')}</Tabs.Tab>
          <Tabs.Tab value="settings">{t('tabs.settings')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="tracks" pt="md">
          <Stack>
            <NewTrack />
            {!list.length && <Text c="dimmed">{t('tracks.empty')}</Text>}
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {list.map((track) => (
                <Card key={track._id} withBorder padding="md">
                  <Group justify="space-between" wrap="nowrap">
                    <Anchor component={Link} to={`/adaptation/${track._id}`} fw={600} style={{ wordBreak: 'break-word' }}>
                      {track.name}
                    </Anchor>
                    <Badge variant="light">{t(`state.${track.state}`)}</Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('tracks.counts', { stages: track.stages, steps: track.steps, members: track.members })}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
            {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label={t('tracks.pages')} />}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="participants" pt="md">
          {own}
        </Tabs.Panel>
        <Tabs.Panel value="analytics" pt="md">
          {summary.data ? (
            <Stack gap={4}>
              <Text>{t('analytics.tracks', { n: summary.data.tracks })}</Text>
              <Text>{t('analytics.running', { n: summary.data.running })}</Text>
              <Text>{t('analytics.members', { n: summary.data.members })}</Text>
            </Stack>
          ) : (
            <Loader size="sm" />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="md">
          <SettingsForm settings={settings.data} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** A new track by name; it opens in the editor. */
function NewTrack() {
  const t = useT();
  const navigate = useNavigate();
  const form = useSchemaForm(TrackInput, { name: '' });
  const create = useAdaptationMutation((api, body: z.input<typeof TrackInput>) => api.call(routes.create, { body }, { quiet: true }));
  return (
    <form noValidate onSubmit={form.submit(async (body) => navigate(`/adaptation/${(await create.mutateAsync(body)).result._id}`))}>
      <Group align="end">
        <TextInput label={t('tracks.newName')} {...form.getInputProps('name')} />
        <Button type="submit" loading={create.isPending}>
          {t('tracks.add')}
        </Button>
      </Group>
    </form>
  );
}
