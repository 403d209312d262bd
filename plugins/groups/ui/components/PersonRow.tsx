import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { ProfileAvatar } from '@atrium/sdk/ui';
import type { EmployeeCard } from '@atrium/sdk/shared';

/** A colleague in the group's lists: avatar, name and position, with what may be done on the right. */
export function PersonRow({ person, children }: { person: EmployeeCard; children?: ReactNode }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-testid="person-row">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <ProfileAvatar userId={person._id} name={person.fullName} src={person.avatar} />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {person.fullName}
          </Text>
          {person.position && (
            <Text size="xs" c="dimmed" truncate>
              {person.position}
            </Text>
          )}
        </div>
      </Group>
      {children && <Group gap="xs">{children}</Group>}
    </Group>
  );
}
