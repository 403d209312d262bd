import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, useT } from '@atrium/sdk/ui';
import { refreshWall } from '../queries.js';
import type { PostView } from '../../shared/types.js';
import { wallRoutes } from '../../shared/routes.js';

/** Changing a post's text in its card (opened from the post's menu). */
export default function PostEditor({ post, onDone }: { post: PostView; onDone: () => void }) {
  const t = useT();
  const api = useApi();
  const qc = useQueryClient();
  const [draft, setDraft] = useState(post.text);
  const save = useMutation({
    mutationFn: () => api.call(wallRoutes.updatePost, { params: { id: post._id }, body: { text: draft } }),
    onSuccess: () => (onDone(), refreshWall(qc)),
  });
  return (
    <Stack gap="xs">
      <Textarea autosize minRows={2} value={draft} onChange={(e) => setDraft(e.currentTarget.value)} aria-label={t('edit')} />
      <Group gap="xs">
        <Button size="xs" onClick={() => save.mutate()} loading={save.isPending} disabled={!draft.trim()}>
          {t('save')}
        </Button>
        <Button size="xs" variant="subtle" onClick={onDone}>
          {t('cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
