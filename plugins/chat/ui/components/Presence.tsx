import { Box, Group, Text, Tooltip } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import type { ChatView } from '../../shared/types.js';

/** The other members with a dot each: green while they have a tab open. */
export function Presence({ members }: { members: ChatView['members'] }) {
  const t = useT();
  const shown = members.slice(0, 8);
  return (
    <Group gap={8} wrap="wrap">
      {shown.map((m) => (
        <Tooltip key={m._id} label={t(m.online ? 'presence.online' : 'presence.offline')}>
          <Group gap={4} wrap="nowrap">
            <Box
              w={8}
              h={8}
              style={{ borderRadius: '50%', background: m.online ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-gray-5)' }}
              role="img"
              aria-label={t(m.online ? 'presence.online' : 'presence.offline')}
            />
            <Text size="xs" c="dimmed">
              {m.firstName || m.fullName}
            </Text>
          </Group>
        </Tooltip>
      ))}
      {members.length > shown.length && (
        <Text size="xs" c="dimmed">
          +{members.length - shown.length}
        </Text>
      )}
    </Group>
  );
}
