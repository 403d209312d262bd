import { Group, Stack, Text } from '@mantine/core';

export interface Count {
  label: string;
  value: number;
}

/** Counts side by side, each a large number over its name (a widget's summary). */
export function Counts({ items }: { items: Count[] }) {
  return (
    <Group gap="xl">
      {items.map((f) => (
        <Stack key={f.label} gap={0}>
          <Text fw={700} size="xl">
            {f.value}
          </Text>
          <Text size="sm" c="dimmed">
            {f.label}
          </Text>
        </Stack>
      ))}
    </Group>
  );
}
