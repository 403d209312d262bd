import { useState } from 'react';
import { Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { useFormat, useMe, useT } from '@atrium/sdk/ui';
import { useCommentActions, useComments } from '../api.js';
import { ConfirmButton } from './Confirm.js';

/**
 * The task's comments: the wall's comments with parent type task, newest first with "show more"; everyone
 * on the desk writes them, authors and the desk's managers delete them (after a confirmation). Without
 * the wall for this user (switched off for the company, or no right) there are none to show.
 */
export function TaskComments({ task }: { task: string }) {
  const t = useT();
  const me = useMe();
  const wall = !!me && me.features.includes('wall') && (me.rights === null || me.rights.includes('wall'));
  if (!wall)
    return (
      <Text c="dimmed" size="sm">
        {t('comments.noWall')}
      </Text>
    );
  return <CommentList task={task} />;
}

function CommentList({ task }: { task: string }) {
  const t = useT();
  const format = useFormat();
  const list = useComments(task);
  const actions = useCommentActions(task);
  const [text, setText] = useState('');
  const send = async () => {
    if (!text.trim()) return;
    await actions.send.mutateAsync(text.trim());
    setText('');
  };
  const rows = list.data?.pages.flatMap((p) => p.result) ?? [];
  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="nowrap">
        <Textarea
          style={{ flex: 1 }}
          aria-label={t('comments.new')}
          placeholder={t('comments.new')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
        />
        <Button onClick={send} loading={actions.send.isPending} disabled={!text.trim()}>
          {t('comments.send')}
        </Button>
      </Group>
      {list.isLoading && <Loader size="sm" aria-label={t('loading')} />}
      {list.data && rows.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('comments.empty')}
        </Text>
      )}
      {rows.map((c) => (
        <Stack key={c._id} gap={0}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {c.author?.fullName ?? t('task.someone')} · {format.dateTime(c.created)}
            </Text>
            {c.can_delete && (
              <ConfirmButton
                size="compact-xs"
                variant="subtle"
                color="red"
                aria-label={t('comments.delete')}
                question={t('comments.deleteConfirm')}
                onConfirm={() => actions.remove.mutateAsync(c._id)}
              >
                {t('delete')}
              </ConfirmButton>
            )}
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {c.text}
          </Text>
        </Stack>
      ))}
      {list.hasNextPage && (
        <Button variant="subtle" size="xs" w="fit-content" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          {t('comments.more')}
        </Button>
      )}
    </Stack>
  );
}
