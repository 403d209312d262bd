import { useState } from 'react';
import { ActionIcon, Avatar, Badge, Button, Group, Loader, Pagination, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash, IconTrophy } from '@tabler/icons-react';
import { useT } from '@atrium/sdk/ui';
import type { AchievementView, BalanceView, ShopSettingsView } from '../../shared/types.js';
import { useAchievements, useShopActions } from '../api.js';
import { AccrueForm } from '../components/AccrueForm.js';
import { AchievementForm } from '../components/AchievementForm.js';

function AchievementLine({ a, children }: { a: AchievementView; children?: React.ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Group wrap="nowrap" justify="space-between">
        <Group wrap="nowrap" gap="sm">
          <Avatar src={a.pic?.thumb ?? a.pic?.url} alt="" radius="md" color="yellow">
            <IconTrophy size={20} />
          </Avatar>
          <Stack gap={0}>
            <Text fw={600}>{a.name}</Text>
            {a.description && (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {a.description}
              </Text>
            )}
          </Stack>
        </Group>
        {children}
      </Group>
    </Paper>
  );
}

/** My achievements; for managers also every achievement, to add, change, delete and give with coins. */
export function AchievementsTab({ settings, ach }: { settings: ShopSettingsView; ach: BalanceView['ach'] }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AchievementView | 'new' | null>(null);
  const [accruing, setAccruing] = useState(false);
  const all = useAchievements(page);
  const { deleteAchievement } = useShopActions();
  const pages = all.data ? Math.max(1, Math.ceil(all.data.total / all.data.limit)) : 1;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('achievements.mine')}
        </Title>
        {ach.length === 0 && <Text c="dimmed">{t('achievements.noneMine')}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {ach.map(({ achievement, count }) => (
            <AchievementLine key={achievement._id} a={achievement}>
              <Badge variant="light">×{count}</Badge>
            </AchievementLine>
          ))}
        </SimpleGrid>
      </Stack>
      {settings.canManage && (
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t('achievements.all')}
            </Title>
            <Group gap="xs">
              <Button variant="default" onClick={() => setEditing('new')}>
                {t('achievements.new')}
              </Button>
              <Button onClick={() => setAccruing(true)}>{t('accrue.title')}</Button>
            </Group>
          </Group>
          {all.isLoading && <Loader aria-label={t('loading')} />}
          {all.data?.total === 0 && <Text c="dimmed">{t('achievements.empty')}</Text>}
          {all.data?.result.map((a) => (
            <AchievementLine key={a._id} a={a}>
              <Group gap={4} wrap="nowrap">
                <ActionIcon variant="subtle" aria-label={t('achievements.editOne', { name: a.name })} onClick={() => setEditing(a)}>
                  <IconPencil size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('achievements.deleteOne', { name: a.name })}
                  onClick={() => deleteAchievement.mutate(a._id)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </AchievementLine>
          ))}
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
        </Stack>
      )}
      {editing && <AchievementForm achievement={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {accruing && <AccrueForm settings={settings} onClose={() => setAccruing(false)} />}
    </Stack>
  );
}
