import { Group, Progress, Text } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';

/** How far a newcomer got: finished steps of all, as a bar and in words. */
export function JourneyProgress({ finished, total }: { finished: number; total: number }) {
  const t = useT();
  const label = t('journey.progress', { finished, total });
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={total ? (finished / total) * 100 : 0} aria-label={label} style={{ flex: 1, minWidth: 80 }} />
      <Text size="sm">{label}</Text>
    </Group>
  );
}
