import { useState } from 'react';
import { Avatar, Badge, Button, Group, Loader, SegmentedControl, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link } from 'react-router';
import { useT } from '@atrium/sdk/ui';
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
                {t('room.pinned')}
              </Badge>
            )}
            {chat.muted && (
              <Badge size="xs" variant="light" color="gray">
                {t('room.muted')}
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
