import { Box, Group, Text } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import type { ChatView } from '../../shared/types.js';

/**
 * The other members with a dot each: green while they have a tab open, said by the dot to assistive
 * technology and on hover by the browser's own tooltip (Mantine's Tooltip came with the rest of
 * @mantine/core, docs/benchmarks.md, "The chat room on a phone").
 */
export function Presence({ members }: { members: ChatView['members'] }) {
  const t = useT();
  const shown = members.slice(0, 8);
  return (
    <Group gap={8} wrap="wrap">
      {shown.map((m) => (
        <Group key={m._id} gap={4} wrap="nowrap" title={t(m.online ? 'presence.online' : 'presence.offline')}>
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
      ))}
      {members.length > shown.length && (
        <Text size="xs" c="dimmed">
          +{members.length - shown.length}
        </Text>
      )}
    </Group>
  );
}
