import type { z } from 'zod';
import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, useFormat, useRuleText, useT } from '@atrium/sdk/ui';
import type { CommentCreate } from '../../shared/posts.js';
import { formCheck, preloadFormSchemas } from '../schemas.js';
import { refreshWall } from '../queries.js';
import type { CommentView } from '../../shared/types.js';
import { EmojiPicker } from './EmojiPicker.js';
import { PersonLine } from './PersonLine.js';
import { Reactions } from './Reactions.js';
import { wallRoutes } from '../../shared/routes.js';

/** A comment box for a post (parent_type post) or an answer box for a comment (parent_type comment). */
function CommentForm({
  parentType,
  parentId,
  onDone,
  autoFocus,
}: {
  parentType: 'post' | 'comment';
  parentId: string;
  onDone?: () => void;
  autoFocus?: boolean;
}) {
  const t = useT();
  const ruleText = useRuleText();
  const api = useApi();
  const qc = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: z.input<typeof CommentCreate>) => api.call(wallRoutes.comment, { body }),
    onSuccess: () => {
      setText('');
      onDone?.();
      void refreshWall(qc);
    },
  });
  const submit = async () => {
    const body = { parent_type: parentType, parent_id: parentId, text };
    const parsed = await formCheck('CommentCreate', body);
    if (parsed && !parsed.success) return setError(ruleText(parsed.error.issues[0]));
    setError(null);
    send.mutate(body);
  };
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <Textarea
        style={{ flex: 1 }}
        autosize
        minRows={1}
        data-autofocus={autoFocus || undefined}
        autoFocus={autoFocus}
        aria-label={parentType === 'post' ? t('comments.write') : t('comments.answer')}
        placeholder={parentType === 'post' ? t('comments.write') : t('comments.answer')}
        value={text}
        description={t('comments.sendHint')}
        error={error}
        onFocus={preloadFormSchemas}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
        }}
      />
      <EmojiPicker onPick={(e) => setText((x) => x + e)} />
      <Button size="sm" onClick={() => void submit()} loading={send.isPending}>
        {t('comments.send')}
      </Button>
    </Group>
  );
}

function CommentItem({ c, depth }: { c: CommentView; depth: number }) {
  const t = useT();
  const api = useApi();
  const qc = useQueryClient();
  const [answering, setAnswering] = useState(false);
  const remove = useMutation({
    mutationFn: () => api.call(wallRoutes.deleteComment, { params: { id: c._id }, query: { parent_type: c.parent.type } }),
    onSuccess: () => refreshWall(qc),
  });
  const format = useFormat();
  return (
    <Stack gap={4} pl={depth ? 'lg' : 0} data-testid="comment">
      <PersonLine person={c.author} sub={format.dateTime(c.created)} size="sm" />
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {c.text}
      </Text>
      <Group gap="xs">
        <Reactions type={depth ? 'answer' : 'comment'} id={c._id} likes={c} />
        <Button variant="subtle" size="compact-xs" onClick={() => setAnswering((a) => !a)}>
          {t('comments.answerAction')}
        </Button>
        {c.can_edit && (
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            aria-label={t('delete')}
            onClick={() => {
              if (window.confirm(t('confirmDelete'))) remove.mutate();
            }}
          >
            ✕
          </ActionIcon>
        )}
      </Group>
      {answering && <CommentForm parentType="comment" parentId={c._id} onDone={() => setAnswering(false)} autoFocus />}
      {c.answers.map((a) => (
        <CommentItem key={a._id} c={a} depth={depth + 1} />
      ))}
    </Stack>
  );
}

/** A post's comments with their answers, and the box for a new one (opened from the post's card). */
export default function Comments({ postId, comments }: { postId: string; comments: CommentView[] }) {
  const t = useT();
  return (
    <Stack gap="sm">
      <Stack gap="sm">
        {comments.map((c) => (
          <CommentItem key={c._id} c={c} depth={0} />
        ))}
      </Stack>
      <CommentForm parentType="post" parentId={postId} />
      {comments.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('comments.none')}
        </Text>
      )}
    </Stack>
  );
}
