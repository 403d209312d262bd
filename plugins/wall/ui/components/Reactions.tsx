import { ActionIcon, Group, Text } from '@mantine/core';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useT } from '@atrium/sdk/ui';
import { useLike } from '../queries.js';
import type { Likes } from '../../shared/types.js';

/** Like and dislike buttons with their counts; pressing the chosen one again takes it back. */
export function Reactions({ type, id, likes }: { type: 'post' | 'comment' | 'answer'; id: string; likes: Likes }) {
  const t = useT();
  const like = useLike();
  return (
    <Group gap={4}>
      {/* The browser's own tooltip (title): Mantine's Tooltip is not part of the first paint. */}
      <ActionIcon
        variant={likes.my_like === 1 ? 'filled' : 'subtle'}
        aria-label={t('like')}
        title={t('like')}
        aria-pressed={likes.my_like === 1}
        onClick={() => like.mutate({ like_type: type, id })}
      >
        <IconThumbUp size={18} aria-hidden />
      </ActionIcon>
      <Text size="sm" data-testid={`likes-${id}`}>
        {likes.likes}
      </Text>
      <ActionIcon
        variant={likes.my_like === -1 ? 'filled' : 'subtle'}
        aria-label={t('dislike')}
        title={t('dislike')}
        aria-pressed={likes.my_like === -1}
        onClick={() => like.mutate({ like_type: type, id, dislike: true })}
      >
        <IconThumbDown size={18} aria-hidden />
      </ActionIcon>
      <Text size="sm">{likes.dislikes}</Text>
    </Group>
  );
}
