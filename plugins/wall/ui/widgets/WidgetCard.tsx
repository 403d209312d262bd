import type { ComponentType, ReactNode } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';

interface WidgetCardProps {
  testId: string;
  icon: ComponentType<{
    size?: number;
    style?: object;
    'aria-hidden'?: boolean;
  }>;
  title: string;
  /** Said (dimmed) instead of the list when there is nothing to show. */
  empty: string | null;
  children: ReactNode;
}

/** The frame of a wall side widget that lists a few items: a card with an icon title and the list or an empty text. */
export function WidgetCard({ testId, icon: Icon, title, empty, children }: WidgetCardProps) {
  return (
    <Card withBorder radius="md" data-testid={testId}>
      <Title order={2} size="h4" mb="sm">
        <Icon size={18} style={{ verticalAlign: 'middle', marginRight: 6 }} aria-hidden />
        {title}
      </Title>
      <Stack gap="xs">
        {children}
        {empty && (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
