import { useState } from 'react';
import { IconEye, IconHeartHandshake, IconMessageCircle } from '@tabler/icons-react';
import { ActionIcon, Anchor, Badge, Button, Card, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AreaBoundary, Deferred, preloadPart, usePart, useApi, useFormat, useT } from '@atrium/sdk/ui';
import { refreshWall, wallKey } from '../queries.js';
import type { PostView } from '../../shared/types.js';
import { Attachments } from './Attachments.js';
import { MentionText } from './MentionText.js';
import { PersonLine } from './PersonLine.js';
import { Reactions } from './Reactions.js';
import { wallRoutes } from '../../shared/routes.js';

// The actions menu is not part of the first paint (docs/benchmarks.md in the repository, "First-paint kits"),
// nor are the comments and the post editor, with the write kit they render with ("The write kit").
const loadPostMenu = () => import('./PostMenu.js');
const loadComments = () => import('./Comments.js');
const loadPostEditor = () => import('./PostEditor.js');

/** The post with its comments and answers, loaded when the comments are opened. */
export function usePost(id: string, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: [...wallKey, 'post', id],
    enabled,
    queryFn: () => api.call(wallRoutes.post, { params: { id } }, { refused: 'page' }).then((r) => r.result),
  });
}

/** The comments of an opened card: the post's answer and the comments' code load side by side. */
function CommentsPanel({ postId }: { postId: string }) {
  const post = usePost(postId);
  const Thread = usePart(loadComments);
  if (post.isLoading || !Thread) return <Loader size="sm" />;
  return <Thread postId={postId} comments={post.data?.comments ?? []} />;
}

function EditorPanel({ post, onDone }: { post: PostView; onDone: () => void }) {
  const Editor = usePart(loadPostEditor);
  return Editor ? <Editor post={post} onDone={onDone} /> : <Loader size="sm" />;
}

/** One post: author, time, thanks badge, text, attachments, likes, views and comments. */
export function PostCard({ post, open = false }: { post: PostView; open?: boolean }) {
  const t = useT();
  const api = useApi();
  const qc = useQueryClient();
  const [showComments, setShowComments] = useState(open);
  const [editing, setEditing] = useState(false);
  const format = useFormat();
  const remove = useMutation({
    mutationFn: () => api.call(wallRoutes.deletePost, { params: { id: post._id } }),
    onSuccess: () => refreshWall(qc),
  });
  return (
    <Card withBorder radius="md" p="md" data-testid="post" data-post-id={post._id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <PersonLine person={post.author} sub={format.dateTime(post.created)} />
          <Group gap={4}>
            {post.restricted && (
              <Badge variant="outline" color="gray">
                {t('restricted')}
              </Badge>
            )}
            {post.can_edit && (
              <Deferred
                load={loadPostMenu}
                target={
                  <ActionIcon variant="subtle" aria-label={t('actions')}>
                    ⋯
                  </ActionIcon>
                }
                onEdit={() => setEditing(true)}
                onDelete={() => window.confirm(t('confirmDelete')) && remove.mutate()}
              />
            )}
          </Group>
        </Group>
        {post.thanks && post.thanked && (
          <Badge color="yellow" variant="light" size="lg" style={{ alignSelf: 'flex-start' }}>
            <IconHeartHandshake size={16} style={{ verticalAlign: 'middle', marginRight: 4 }} aria-hidden />
            {t('thanksTo', { name: post.thanked.fullName })}
          </Badge>
        )}
        {editing ? <EditorPanel post={post} onDone={() => setEditing(false)} /> : <MentionText text={post.text} mentions={post.mentions} />}
        <Attachments items={post.attachments} />
        <Group justify="space-between" wrap="wrap">
          <Group gap="md">
            <Reactions type="post" id={post._id} likes={post} />
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setShowComments((s) => !s)}
              onPointerEnter={() => preloadPart(loadComments)}
              onFocus={() => preloadPart(loadComments)}
              aria-expanded={showComments}
            >
              <IconMessageCircle size={16} style={{ verticalAlign: 'middle', marginRight: 4 }} aria-hidden />
              {t('comments.count', { count: post.comments_count })}
            </Button>
          </Group>
          <Group gap="xs">
            {/* A paragraph may not be named (aria-label): the number is shown, the words are read. */}
            <Text size="xs" c="dimmed">
              <IconEye size={14} style={{ verticalAlign: 'middle', marginRight: 2 }} aria-hidden /> <span aria-hidden>{post.views}</span>
              <VisuallyHidden>{t('views', { count: post.views })}</VisuallyHidden>
            </Text>
            {!open && (
              <Anchor component={Link} to={`/post/${post._id}`} size="xs">
                {t('open')}
              </Anchor>
            )}
          </Group>
        </Group>
        {showComments && (
          <AreaBoundary area={t('comments.title')}>
            <CommentsPanel postId={post._id} />
          </AreaBoundary>
        )}
      </Stack>
    </Card>
  );
}
