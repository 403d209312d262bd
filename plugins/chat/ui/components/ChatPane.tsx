import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Avatar, Badge, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { Deferred, useApi, useMe, usePart, useRealtime, useRealtimeEmit, useT } from '@atrium/sdk/ui';
import { PUSH } from '../../shared/events.js';
import { SEND } from '../../shared/sends.js';
import { useChat } from '../api.js';
import { useChatLog } from '../chat-log.js';
import { loadChatMenu, loadEditChat } from '../parts.js';
import { Attachments } from './Attachments.js';
import { Composer } from './Composer.js';
import { Messages } from './Messages.js';
import { Presence } from './Presence.js';

type View = 'messages' | 'files' | 'links';

/** One chat: its header with members and presence, a switch between its messages (with the composer), files and links. */
export function ChatPane({ id, phone }: { id: string; phone: boolean }) {
  const t = useT();
  const me = useMe();
  const api = useApi();
  const navigate = useNavigate();
  const chat = useChat(id);
  const log = useChatLog(id);
  const emit = useRealtimeEmit();
  const read = useRef(0);
  const [editing, setEditing] = useState(false);
  const Edit = usePart(loadEditChat, editing);
  const [view, setView] = useState<View>('messages');

  const gone = (p: { chatId: string }) => p.chatId === id && void navigate('/chat');
  useRealtime(PUSH.removed, gone);
  useRealtime(PUSH.youRemoved, gone);

  // Whatever is shown while the tab is visible is read.
  const lastSeq = log.messages.at(-1)?.seq ?? 0;
  useEffect(() => {
    const mark = () => {
      if (document.visibilityState !== 'visible' || lastSeq <= read.current) return;
      read.current = lastSeq;
      void emit(SEND.messagesRead, { chatId: id, seq: lastSeq }).catch(() => undefined);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [id, lastSeq, emit]);

  const c = chat.data;
  if (!c) return null;
  const others = c.members.filter((m) => m._id !== me?.user._id);
  const names = (ids: string[]) => ids.map((uid) => c.members.find((m) => m._id === uid)?.firstName ?? '').filter(Boolean);
  return (
    <Paper withBorder p={phone ? 'xs' : 'md'} radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            {phone && (
              <ActionIcon variant="subtle" onClick={() => void navigate('/chat')} aria-label={t('chat.back')}>
                ‹
              </ActionIcon>
            )}
            <Avatar src={c.picture} name={c.name} color="initials" alt="" />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                {c.name}
              </Title>
              <Presence members={others} />
            </Stack>
            {c.closed && <Badge color="gray">{t('chat.closed')}</Badge>}
          </Group>
          <Deferred
            load={loadChatMenu}
            target={
              <ActionIcon variant="default" aria-label={t('chat.actions')}>
                ⋯
              </ActionIcon>
            }
            chat={c}
            onEdit={() => setEditing(true)}
          />
        </Group>
        {Edit && <Edit chat={c} opened onClose={() => setEditing(false)} />}
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(v) => setView(v as View)}
          aria-label={t('chat.show')}
          data={[
            { value: 'messages', label: t('chat.messages') },
            { value: 'files', label: t('chat.files') },
            { value: 'links', label: t('chat.links') },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        {view === 'messages' ? (
          <>
            <Messages log={log} chat={c} phone={phone} />
            {log.typing.length > 0 && (
              <Text size="xs" c="dimmed" aria-live="polite">
                {t('chat.typing', { names: names(log.typing).join(', '), count: log.typing.length })}
              </Text>
            )}
            {c.closed ? <Text c="dimmed">{t('chat.closedHint')}</Text> : <Composer chatId={id} send={log.send} api={api} />}
          </>
        ) : (
          <Attachments id={id} kind={view} />
        )}
      </Stack>
    </Paper>
  );
}
