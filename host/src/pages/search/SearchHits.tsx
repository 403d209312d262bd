import { Anchor, Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useFormat } from '@atrium/sdk/ui';
import type { SearchHitView } from '@atrium/sdk/shared';
import { Parts } from '../../search/Parts.js';
import { PEOPLE, usePeopleCards } from '../../search/people.js';

/** A page of hits, best first: the title links the record, its module and date beside it; people with their photo, position and department instead of a date. */
export function SearchHits({ hits, label }: { hits: SearchHitView[]; label: (module: string) => string }) {
  const people = usePeopleCards(hits);
  const format = useFormat();
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="search-results">
      {hits.map((h) => {
        const person = h.module === PEOPLE ? people.get(h._id) : undefined;
        return (
          <Card key={`${h.kind}:${h._id}`} withBorder padding="sm" component="li" data-testid="search-result">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              {h.module === PEOPLE && <Avatar src={person?.avatar ?? null} radius="xl" size={40} alt="" color="blue" />}
              <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                <Anchor component={Link} to={h.link} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  <Parts parts={h.title} />
                </Anchor>
                {person?.position && <Text size="sm">{person.position}</Text>}
                {h.snippet.length > 0 && (
                  <Text size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
                    <Parts parts={h.snippet} />
                  </Text>
                )}
                <Group gap="xs">
                  <Badge variant="light" size="sm">
                    {label(h.module)}
                  </Badge>
                  {/* A person's date is when they were indexed, which tells nobody anything: their position and department say who they are. */}
                  {h.date && h.module !== PEOPLE && (
                    <Text size="xs" c="dimmed" data-testid="search-result-date">
                      {format.date(h.date)}
                    </Text>
                  )}
                </Group>
              </Stack>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
