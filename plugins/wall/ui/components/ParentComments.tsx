import { useState } from 'react';
import { Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, useFormat, useRuleText, useT } from '@atrium/sdk/ui';
import { PARENT_COMMENTS_PAGE, parentCommentsKey } from '../../shared/parent-comments.js';
import { wallRoutes } from '../../shared/routes.js';
import type { ParentComment } from '../../shared/types.js';

/**
 * The `wall.parentComments` slot: the comments of one record of a comment parent type another plugin registered
 * (a task, a request, an article), newest first with "show earlier". Whoever the owner lets read the record
 * writes them; authors, admins and the record's moderators delete them (the server decides `can_delete`). The
 * owner's page renders it with `{ parentType, parentId }`; without the wall for the user it shows nothing.
 */
export function ParentComments({ parentType, parentId }: { parentType?: string; parentId?: string }) {
  if (!parentType || !parentId) return null;
  return <CommentList parentType={parentType} parentId={parentId} />;
}

function CommentList({ parentType, parentId }: { parentType: string; parentId: string }) {
  const t = useT();
  const ruleText = useRuleText();
  const api = useApi();
  const qc = useQueryClient();
  const [text, setText] = useState('');
  const key = parentCommentsKey(parentType, parentId);
  const list = useInfiniteQuery({
    queryKey: key,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(wallRoutes.parentComments, {
        query: { parent_type: parentType, parent_id: parentId, page: pageParam, limit: PARENT_COMMENTS_PAGE },
      }),
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
  const refresh = () => qc.invalidateQueries({ queryKey: key });
  const send = useMutation({
    mutationFn: (body: string) => api.call(wallRoutes.comment, { body: { parent_type: parentType, parent_id: parentId, text: body } }),
    onSuccess: () => {
      setText('');
      void refresh();
    },
  });
  const rows = list.data?.pages.flatMap((p) => p.result) ?? [];
  return (
    <Stack gap="xs" data-testid="parent-comments">
      <Group align="flex-start" wrap="nowrap">
        <Textarea
          style={{ flex: 1 }}
          aria-label={t('comments.write')}
          placeholder={t('comments.write')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={send.error ? ruleText(send.error) : undefined}
          autosize
        />
        <Button onClick={() => send.mutate(text.trim())} loading={send.isPending} disabled={!text.trim()}>
          {t('comments.send')}
        </Button>
      </Group>
      {list.isLoading && <Loader size="sm" aria-label={t('loading')} />}
      {list.data && rows.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('comments.none')}
        </Text>
      )}
      {rows.map((c) => (
        <CommentRow key={c._id} comment={c} parentType={parentType} onRemoved={refresh} />
      ))}
      {list.hasNextPage && (
        <Button variant="subtle" size="xs" w="fit-content" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          {t('comments.earlier')}
        </Button>
      )}
    </Stack>
  );
}

/** One comment; deleting asks first, in place. */
function CommentRow({ comment: c, parentType, onRemoved }: { comment: ParentComment; parentType: string; onRemoved: () => unknown }) {
  const t = useT();
  const api = useApi();
  const format = useFormat();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => api.call(wallRoutes.deleteComment, { params: { id: c._id }, query: { parent_type: parentType } }),
    onSuccess: onRemoved,
  });
  return (
    <Stack gap={0}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {c.author?.fullName ?? t('comments.someone')} · {format.dateTime(c.created)}
        </Text>
        {c.can_delete && !confirming && (
          <Button size="compact-xs" variant="subtle" color="red" aria-label={t('comments.delete')} onClick={() => setConfirming(true)}>
            {t('delete')}
          </Button>
        )}
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {c.text}
      </Text>
      {confirming && (
        <Group gap="xs" mt={4}>
          <Text size="sm">{t('comments.deleteConfirm')}</Text>
          <Button size="compact-xs" variant="default" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </Button>
          <Button size="compact-xs" color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
            {t('delete')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
