import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useFormat, useRuleText, useT } from '@atrium/sdk/ui';
import { VOTING_STATES, type IdeaState } from '../../shared/constants.js';
import { ideasRoutes } from '../../shared/routes.js';
import type { IdeaView } from '../../shared/types.js';
import { useIdeasMutation } from '../api.js';
import { MoveButtons } from './MoveButtons.js';

export const STATE_COLORS: Record<IdeaState, string> = {
  new: 'blue',
  review: 'yellow',
  accepted: 'green',
  implemented: 'teal',
  declined: 'gray',
};

const DETAILS = ['currentProcess', 'changes', 'expectedResults'] as const;

/** One idea: its improvement as the heading, the form's other fields, its votes and, for receivers, its moves. */
export function IdeaCard({ idea }: { idea: IdeaView }) {
  const t = useT();
  const text = useRuleText();
  const format = useFormat();
  const vote = useIdeasMutation((api, on: boolean) =>
    api.call(on ? ideasRoutes.vote : ideasRoutes.unvote, { params: { id: idea._id } }, { quiet: true }),
  );
  const wrap = { wordBreak: 'break-word', whiteSpace: 'pre-line' } as const;
  return (
    <Card withBorder padding="md" component="article" aria-label={idea.improvement}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="start">
          <Title order={2} size="h4" style={wrap}>
            {idea.improvement}
          </Title>
          <Badge color={STATE_COLORS[idea.state]} variant="light" style={{ flexShrink: 0 }}>
            {t(`state.${idea.state}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('card.by', { author: idea.author, date: format.date(idea.createdAt) })}
        </Text>
        {DETAILS.map((field) => (
          <div key={field}>
            <Text size="sm" fw={600}>
              {t(`fields.${field}`)}
            </Text>
            <Text size="sm" style={wrap}>
              {idea[field]}
            </Text>
          </div>
        ))}
        {idea.comment && (
          <Text size="sm" style={wrap}>
            <b>{t('card.comment')}:</b> {idea.comment}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {t('card.votes', { count: idea.votes })}
            </Text>
            {VOTING_STATES.includes(idea.state) && (
              <Button size="xs" variant={idea.voted ? 'light' : 'filled'} loading={vote.isPending} onClick={() => vote.mutate(!idea.voted)}>
                {idea.voted ? t('card.unvote') : t('card.vote')}
              </Button>
            )}
          </Group>
          <MoveButtons idea={idea} />
        </Group>
        {vote.error && (
          <Text size="sm" c="red" role="alert">
            {text(vote.error)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
