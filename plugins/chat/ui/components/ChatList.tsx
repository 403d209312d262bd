import { useState } from 'react';
import { Avatar, Badge, Button, Group, Loader, SegmentedControl, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link } from 'react-router';
import { useRealtimeEmit, useT } from '@atrium/sdk/ui';
import { useQuery } from '@tanstack/react-query';
import { SEARCH_MIN } from '../../shared/constants.js';
import { SEND } from '../../shared/sends.js';
import type { ChatListItem } from '../../shared/types.js';
import { useChatList } from '../api.js';
import { CreateChat } from './CreateChat.js';
import { preview } from './text.js';

/** The user's chats with search, the archive switch and "New chat"; the open one is highlighted. */
export function ChatList({ selected }: { selected?: string }) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [archived, setArchived] = useState(false);
  const list = useChatList(debounced, archived);
  const chats = list.data?.pages.flatMap((p) => p.result) ?? [];
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <CreateChat />
      </Group>
      <SegmentedControl
        fullWidth
        size="xs"
        value={archived ? 'archive' : 'chats'}
        onChange={(v) => setArchived(v === 'archive')}
        data={[
          { value: 'chats', label: t('list.chats') },
          { value: 'archive', label: t('list.archive') },
        ]}
      />
      {list.isLoading && <Loader size="sm" />}
      {list.data && chats.length === 0 && (
        <Text c="dimmed">{t(debounced ? 'list.notFound' : archived ? 'list.archiveEmpty' : 'list.empty')}</Text>
      )}
      <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('list.chats')}>
        {chats.map((c) => (
          <li key={c._id}>
            <ChatRow chat={c} active={c._id === selected} />
          </li>
        ))}
      </Stack>
      {debounced.length >= SEARCH_MIN && <MessageHits query={debounced} />}
      {list.hasNextPage && (
        <Button variant="subtle" size="xs" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('list.more')}
        </Button>
      )}
    </Stack>
  );
}

function ChatRow({ chat, active }: { chat: ChatListItem; active: boolean }) {
  const t = useT();
  const last = chat.lastMessage;
  return (
    <UnstyledButton
      component={Link}
      to={`/chat/${chat._id}`}
      aria-current={active ? 'page' : undefined}
      p="xs"
      w="100%"
      style={{ borderRadius: 8, display: 'block', background: active ? 'var(--mantine-color-blue-light)' : undefined }}
    >
      <Group wrap="nowrap" gap="sm">
        <Avatar src={chat.picture} name={chat.name} color="initials" alt="" />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={4} wrap="nowrap">
            <Text fw={600} truncate style={{ flex: 1 }}>
              {chat.name}
            </Text>
            {chat.metadata.isPinned && (
              <Badge size="xs" variant="light" color="gray">
                {t('chat.pinned')}
              </Badge>
            )}
            {chat.muted && (
              <Badge size="xs" variant="light" color="gray">
                {t('chat.muted')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {last ? preview(t, last) : t('list.noMessages')}
          </Text>
        </Stack>
        {chat.unreadCount > 0 && (
          <Badge
            circle={chat.unreadCount < 10}
            color={chat.muted ? 'gray' : 'blue'}
            aria-label={t('list.unread', { count: chat.unreadCount })}
          >
            {chat.unreadCount}
          </Badge>
        )}
      </Group>
    </UnstyledButton>
  );
}

/** Messages of the user's chats that contain the search text (`search:messages`), each leading to its chat. */
function MessageHits({ query }: { query: string }) {
  const t = useT();
  const emit = useRealtimeEmit();
  const hits = useQuery({
    queryKey: ['chat', 'search', query],
    queryFn: async () => {
      const ack = await emit(SEND.searchMessages, { query });
      return 'result' in ack ? ack.result : [];
    },
  });
  if (!hits.data?.length) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {t('list.messages')}
      </Text>
      {hits.data.map((m) => (
        <UnstyledButton key={m._id} component={Link} to={`/chat/${m.chat}`} p="xs" style={{ borderRadius: 8 }}>
          <Text size="sm" fw={500} truncate>
            {m.chatName}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {preview(t, m)}
          </Text>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
