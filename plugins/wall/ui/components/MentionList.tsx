import { Avatar, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@atrium/sdk/ui';
import { MENTION_SEARCH_MIN } from '../../shared/constants.js';
import type { EmployeeCard } from '@atrium/sdk/shared';
import { wallRoutes } from '../../shared/routes.js';

/** The listbox the composer's text box controls (WAI-ARIA combobox pattern). */
export const MENTION_LIST_ID = 'wall-mention-list';
export const mentionOptionId = (id: string) => `wall-mention-${id}`;

/** People of the client matching what follows `@` (from 2 characters: wall README, Rules). */
export function useMentionSearch(query: string): EmployeeCard[] {
  const api = useApi();
  // The server refuses shorter text too; checking here spares the call.
  const enabled = query.trim().length >= MENTION_SEARCH_MIN;
  const found = useQuery({
    queryKey: ['wall', 'mention', query],
    enabled,
    queryFn: () => api.call(wallRoutes.mentionSearch, { query: { q: query, limit: 8 } }, { quiet: true }),
  });
  return enabled ? (found.data?.result ?? []) : [];
}

/**
 * The people to pick from. The text box keeps the focus and moves the highlighted option with the
 * arrow keys (Enter or Tab picks it); a click picks too.
 */
export function MentionList({ people, active, onPick }: { people: EmployeeCard[]; active: number; onPick: (p: EmployeeCard) => void }) {
  if (!people.length) return null;
  return (
    <Paper withBorder shadow="sm" p={4} role="listbox" id={MENTION_LIST_ID} aria-label="mentions">
      <Stack gap={2}>
        {people.map((p, i) => (
          <UnstyledButton
            key={p._id}
            id={mentionOptionId(p._id)}
            role="option"
            aria-selected={i === active}
            tabIndex={-1}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onPick(p)}
            px="xs"
            py={4}
            bg={i === active ? 'var(--mantine-primary-color-light)' : undefined}
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
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
