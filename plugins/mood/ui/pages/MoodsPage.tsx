import { Stack, Title } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import { MoodsTab } from '../tabs/MoodsTab.js';

/** `/moods`: the statistics for module administrators (`mood_admin`), who have no employees administration. */
export function MoodsPage() {
  const t = useT();
  return (
    <Stack>
      <Title order={1}>{t('page.title')}</Title>
      <MoodsTab />
    </Stack>
  );
}
