import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Avatar, Badge, Group, Menu, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useApi, useMe, useRealtime, useRealtimeEmit, useShell, useT } from '@atrium/sdk/ui';
import { PUSH } from '../../shared/events.js';
import { SEND } from '../../shared/sends.js';
import { chatRoutes } from '../../shared/routes.js';
import { useChat, useChatMutation } from '../api.js';
import { useChatLog } from '../chat-log.js';
import { Attachments } from './Attachments.js';
import { Composer } from './Composer.js';
import { EditChat } from './EditChat.js';
import { Messages } from './Messages.js';
import { Presence } from './Presence.js';

/** One chat: its header with members and presence, the messages, files and links tabs, and the composer. */
export function ChatPane({ id, phone }: { id: string; phone: boolean }) {
  const t = useT();
  const me = useMe();
  const api = useApi();
  const navigate = useNavigate();
  const shell = useShell();
  const chat = useChat(id);
  const log = useChatLog(id);
  const emit = useRealtimeEmit();
  const read = useRef(0);
  const [editing, setEditing] = useState(false);

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

  const settings = useChatMutation((a, patch: { pinned?: boolean; muted?: boolean; archived?: boolean }) =>
    a.call(chatRoutes.settings, { params: { id }, body: patch }),
  );
  const update = useChatMutation((a, patch: { closed: boolean }) => a.call(chatRoutes.update, { params: { id }, body: patch }));
  const remove = useChatMutation((a) => a.call(chatRoutes.remove, { params: { client: me!.client!._id, chat: id } }));

  const c = chat.data;
  if (!c) return null;
  const others = c.members.filter((m) => m._id !== me?.user._id);
  const names = (ids: string[]) => ids.map((uid) => c.members.find((m) => m._id === uid)?.firstName ?? '').filter(Boolean);
  const manages = !c.metadata.isPrivate && (c.owner === me?.user._id || !!me?.isAdmin);
  const deletes = c.metadata.isPrivate || manages;
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
          <Menu position="bottom-end">
            <Menu.Target>
              <ActionIcon variant="default" aria-label={t('chat.actions')}>
                ⋯
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => settings.mutate({ pinned: !c.metadata.isPinned })}>
                {t(c.metadata.isPinned ? 'chat.unpin' : 'chat.pin')}
              </Menu.Item>
              <Menu.Item onClick={() => settings.mutate({ muted: !c.muted })}>{t(c.muted ? 'chat.unmute' : 'chat.mute')}</Menu.Item>
              <Menu.Item onClick={() => settings.mutate({ archived: !c.archived })}>
                {t(c.archived ? 'chat.unarchive' : 'chat.archive')}
              </Menu.Item>
              {manages && <Menu.Item onClick={() => setEditing(true)}>{t('edit.open')}</Menu.Item>}
              {manages && (
                <Menu.Item onClick={() => update.mutate({ closed: !c.closed })}>{t(c.closed ? 'chat.reopen' : 'chat.close')}</Menu.Item>
              )}
              <Menu.Divider />
              <Menu.Item
                color="red"
                onClick={() => {
                  if (!window.confirm(t(deletes ? 'chat.deleteConfirm' : 'chat.leaveConfirm'))) return;
                  remove.mutate(undefined, {
                    onSuccess: () => {
                      shell.toast({ message: t(deletes ? 'chat.deleted' : 'chat.left'), color: 'green' });
                      void navigate('/chat');
                    },
                  });
                }}
              >
                {t(deletes ? 'chat.delete' : 'chat.leave')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        {editing && <EditChat chat={c} opened onClose={() => setEditing(false)} />}
        <Tabs defaultValue="messages" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="messages">{t('chat.messages')}</Tabs.Tab>
            <Tabs.Tab value="files">{t('chat.files')}</Tabs.Tab>
            <Tabs.Tab value="links">{t('chat.links')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="messages" pt="xs">
            <Messages log={log} chat={c} phone={phone} />
            {log.typing.length > 0 && (
              <Text size="xs" c="dimmed" aria-live="polite">
                {t('chat.typing', { names: names(log.typing).join(', '), count: log.typing.length })}
              </Text>
            )}
            {c.closed ? <Text c="dimmed">{t('chat.closedHint')}</Text> : <Composer chatId={id} send={log.send} api={api} />}
          </Tabs.Panel>
          <Tabs.Panel value="files" pt="xs">
            <Attachments id={id} kind="files" />
          </Tabs.Panel>
          <Tabs.Panel value="links" pt="xs">
            <Attachments id={id} kind="links" />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}
