import type { ReactNode } from 'react';
import { Paper, Text } from '@mantine/core';

interface StatCardProps {
  label: string;
  value: ReactNode;
  /** Figures (counts) show large; names at the normal size. */
  large?: boolean;
  testId?: string;
  /** A line or two under the value. */
  children?: ReactNode;
}

/** One figure of an overview grid (admin panel, application settings): a small label, the value in bold, then any detail. */
export function StatCard({ label, value, large, testId, children }: StatCardProps) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size={large ? 'xl' : undefined} data-testid={testId}>
        {value}
      </Text>
      {children}
    </Paper>
  );
}
