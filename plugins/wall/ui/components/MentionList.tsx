import { Avatar, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@atrium/sdk/ui';
import { MENTION_SEARCH_MIN } from '../../shared/limits.js';
import type { EmployeeCard } from '@atrium/sdk/shared';
import { wallRoutes } from '../../shared/routes.js';

/** People of the client matching what follows `@` (from 2 characters: wall README, Rules), to pick one. */
export function MentionList({ query, onPick }: { query: string; onPick: (p: EmployeeCard) => void }) {
  const api = useApi();
  // The server refuses shorter text too; checking here spares the call.
  const enabled = query.trim().length >= MENTION_SEARCH_MIN;
  const found = useQuery({
    queryKey: ['wall', 'mention', query],
    enabled,
    queryFn: () => api.call(wallRoutes.mentionSearch, { query: { q: query, limit: 8 } }, { quiet: true }),
  });
  const people = found.data?.result ?? [];
  if (!enabled || !people.length) return null;
  return (
    <Paper withBorder shadow="sm" p={4} role="listbox" aria-label="mentions">
      <Stack gap={2}>
        {people.map((p) => (
          <UnstyledButton
            key={p._id}
            role="option"
            aria-selected={false}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onPick(p)}
            px="xs"
            py={4}
          >
            <Group gap="xs" wrap="nowrap">
              <Avatar src={p.avatar} size="sm" radius="xl">
                {p.firstName?.[0]}
              </Avatar>
              <div>
                <Text size="sm">{p.fullName ?? `${p.firstName} ${p.lastName}`}</Text>
                {p.position && (
                  <Text size="xs" c="dimmed">
                    {p.position}
                  </Text>
                )}
              </div>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Paper>
  );
}
