import { Anchor, Avatar, Group, Text } from '@mantine/core';
import { useShell, useT } from '@atrium/sdk/ui';
import type { EmployeeCard } from '@atrium/sdk/shared';

/** Avatar and name; a click opens the profile in a new tab (wall README, Rules). */
export function PersonLine({ person, sub, size = 'md' }: { person: EmployeeCard | 'system' | null; sub?: string; size?: 'sm' | 'md' }) {
  const t = useT();
  const { openInNewTab } = useShell();
  if (!person || person === 'system') {
    return (
      <Group gap="xs">
        <Avatar radius="xl" size={size}>
          A
        </Avatar>
        <div>
          <Text fw={500} size="sm">
            {person === 'system' ? t('system') : t('unknownUser')}
          </Text>
          {sub && (
            <Text size="xs" c="dimmed">
              {sub}
            </Text>
          )}
        </div>
      </Group>
    );
  }
  const open = () => openInNewTab(`/profile/${person._id}`);
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar src={person.avatar} radius="xl" size={size} style={{ cursor: 'pointer' }} onClick={open} alt={person.fullName}>
        {person.firstName?.[0]}
        {person.lastName?.[0]}
      </Avatar>
      <div>
        <Anchor component="button" type="button" fw={500} size="sm" onClick={open}>
          {person.fullName}
        </Anchor>
        {sub && (
          <Text size="xs" c="dimmed">
            {sub}
          </Text>
        )}
      </div>
    </Group>
  );
}
