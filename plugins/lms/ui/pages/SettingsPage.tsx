import { useEffect, useState } from 'react';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { PeoplePicker, useMe, useT } from '@atrium/sdk/ui';
import { lmsRoutes } from '../../shared/routes.js';
import { useAdmins, useLmsMutation } from '../api.js';

/** /courses/settings: the course admins of the client, chosen with the people picker. */
export function SettingsPage() {
  const t = useT();
  const client = useMe()?.client?._id;
  const admins = useAdmins();
  const [chosen, setChosen] = useState<string[] | null>(null);
  useEffect(() => setChosen(admins.data?.admins.map((a) => a._id) ?? null), [admins.data]);
  const save = useLmsMutation((api, ids: string[]) =>
    api.call(lmsRoutes.setAdmins, { params: { client: client! }, body: { admins: ids } }),
  );
  if (!admins.data || !chosen) return <Loader m="md" />;
  const known = new Map(admins.data.admins.map((a) => [a._id, a]));
  return (
    <Stack p="md" maw={640}>
      <Title order={1}>{t('settings.title')}</Title>
      <Text c="dimmed">{t('settings.hint')}</Text>
      <PeoplePicker label={t('settings.admins')} value={chosen} onChange={setChosen} known={known} />
      <Group>
        <Button loading={save.isPending} onClick={() => save.mutate(chosen)}>
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}
