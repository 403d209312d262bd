import { Fragment } from 'react';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { EmployeeCard } from '@atrium/sdk/shared';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A post's text with each mention (`@First Last` of a mentioned person) as a link to that person's profile. */
export function MentionText({ text, mentions }: { text: string; mentions: EmployeeCard[] }) {
  const byName = new Map(mentions.map((m) => [`@${m.firstName} ${m.lastName}`, m]));
  const names = [...byName.keys()].sort((a, b) => b.length - a.length);
  const parts = names.length ? text.split(new RegExp(`(${names.map(escape).join('|')})`, 'u')) : [text];
  return (
    <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts.map((part, i) => {
        const person = byName.get(part);
        return person ? (
          <Anchor key={i} component={Link} to={`/profile/${person._id}`} data-testid="mention-link">
            {part}
          </Anchor>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        );
      })}
    </Text>
  );
}
