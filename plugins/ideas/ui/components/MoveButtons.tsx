import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useRuleText, useT } from '@atrium/sdk/ui';
import { COMMENT_MAX, type IdeaState } from '../../shared/constants.js';
import { ideasRoutes } from '../../shared/routes.js';
import type { IdeaView } from '../../shared/types.js';
import { useIdeasMutation } from '../api.js';

/** The receivers' moves of one idea (none for everybody else), each confirmed with an optional word for the author. */
export function MoveButtons({ idea }: { idea: IdeaView }) {
  const t = useT();
  const [to, setTo] = useState<IdeaState | null>(null);
  if (!idea.moves.length) return null;
  return (
    <Group gap="xs">
      {idea.moves.map((s) => (
        <Button key={s} size="xs" variant="light" color={s === 'declined' ? 'red' : undefined} onClick={() => setTo(s)}>
          {t(`move.${s}`)}
        </Button>
      ))}
      {to && <MoveDialog idea={idea} to={to} onClose={() => setTo(null)} />}
    </Group>
  );
}

function MoveDialog({ idea, to, onClose }: { idea: IdeaView; to: IdeaState; onClose: () => void }) {
  const t = useT();
  const text = useRuleText();
  const [comment, setComment] = useState('');
  const move = useIdeasMutation((api, body: { state: IdeaState; comment?: string }) =>
    api.call(ideasRoutes.move, { params: { id: idea._id }, body }, { quiet: true }),
  );
  return (
    <Modal opened onClose={onClose} title={t(`move.${to}`)} centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          move.mutate({ state: to, ...(comment.trim() ? { comment: comment.trim() } : {}) }, { onSuccess: onClose });
        }}
      >
        <Stack>
          <Textarea
            label={t('move.comment')}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={COMMENT_MAX}
            data-autofocus
          />
          {move.error && <Alert color="red">{text(move.error)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={move.isPending}>
              {t('move.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
