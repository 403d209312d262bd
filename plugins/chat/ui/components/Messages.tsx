import { memo, useEffect, useRef } from 'react';
import { Anchor, Box, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useFormat, useMe, useT } from '@atrium/sdk/ui';
import type { ChatMessageView, ChatView } from '../../shared/types.js';
import type { ChatLog } from '../chat-log.js';
import { ClipIcon } from './ClipIcon.js';

/** The history, oldest at the top: scrolling up loads older pages; own messages show whether someone has read them. */
export function Messages({ log, chat, phone }: { log: ChatLog; chat: ChatView; phone: boolean }) {
  const t = useT();
  const me = useMe();
  const viewport = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const count = log.messages.length + log.outgoing.length;

  // New messages keep the view at the bottom when it was there; older pages keep the reader's place.
  useEffect(() => {
    const v = viewport.current;
    if (v && atBottom.current) v.scrollTop = v.scrollHeight;
  }, [count]);

  const readBy = (m: ChatMessageView) =>
    chat.members.some((x) => x._id !== me?.user._id && Math.max(x.readSeq, log.reads[x._id] ?? 0) >= m.seq);
  const sender = (id: string) => chat.members.find((x) => x._id === id)?.fullName ?? t('chat.former');
  const loadOlder = async () => {
    const v = viewport.current;
    const before = v?.scrollHeight ?? 0;
    await log.loadOlder();
    requestAnimationFrame(() => {
      if (v) v.scrollTop = v.scrollHeight - before;
    });
  };

  return (
    // The browser's own scrolling: Mantine's ScrollArea came with the rest of @mantine/core and rendered
    // its scrollbars again on every change (docs/benchmarks.md, "The chat room on a phone").
    <Box
      // The room fits the window, its composer in sight: the height is what the shell's header, the page's
      // title, the room's header, view switch and composer leave (on a phone also the bottom bar).
      h={phone ? 'max(240px, calc(100dvh - 420px))' : 'max(320px, calc(100dvh - 350px))'}
      style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}
      // A scrolled region is reached by the keyboard too.
      tabIndex={0}
      ref={viewport}
      onScroll={() => {
        const v = viewport.current;
        if (!v) return;
        atBottom.current = v.scrollHeight - v.scrollTop - v.clientHeight < 40;
        if (v.scrollTop < 30 && log.more) void loadOlder();
      }}
    >
      <Stack gap={6} p={4} role="log" aria-label={t('chat.messages')}>
        {log.loading && <Loader size="sm" />}
        {log.more && (
          <Button variant="subtle" size="xs" onClick={() => void loadOlder()}>
            {t('chat.older')}
          </Button>
        )}
        {!log.loading && count === 0 && <Text c="dimmed">{t('chat.empty')}</Text>}
        {log.messages.map((m) => {
          const own = m.sender === me?.user._id;
          return (
            <Bubble
              key={m.seq}
              m={m}
              own={own}
              sender={own ? undefined : sender(m.sender)}
              status={own ? t(readBy(m) ? 'chat.read' : 'chat.sent') : undefined}
            />
          );
        })}
        {log.outgoing.map((o) => (
          <Group key={o.clientMessageId} justify="flex-end">
            <Paper p="xs" radius="md" maw="85%" bg="var(--mantine-color-blue-light)">
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{o.content}</Text>
              <Text size="xs" c={o.failed ? 'red' : 'dimmed'} ta="right">
                {o.failed ? (
                  <Anchor component="button" size="xs" onClick={() => void log.retry(o)}>
                    {t('chat.retry')}
                  </Anchor>
                ) : (
                  t('chat.sending')
                )}
              </Text>
            </Paper>
          </Group>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * One message: rendered again only when what it shows changes, not with every change of the room (a
 * typing mark, a read, a new message below it).
 */
const Bubble = memo(function Bubble({ m, own, sender, status }: { m: ChatMessageView; own: boolean; sender?: string; status?: string }) {
  const format = useFormat();
  return (
    <Group justify={own ? 'flex-end' : 'flex-start'} data-message>
      <Paper p="xs" radius="md" maw="85%" bg={own ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-default-hover)'}>
        {sender && (
          <Text size="xs" fw={600}>
            {sender}
          </Text>
        )}
        <Body m={m} />
        <Text size="xs" c="dimmed" ta="right">
          {format.time(m.createdAt)}
          {status && ` · ${status}`}
        </Text>
      </Paper>
    </Group>
  );
});

function Body({ m }: { m: ChatMessageView }) {
  if (m.type === 'file' && m.file)
    return (
      // A darker blue than links elsewhere: the theme's link blue on one's own (light blue) bubble fails contrast.
      <Anchor
        href={m.file.url}
        target="_blank"
        rel="noreferrer"
        c="blue.9"
        underline="always"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        <ClipIcon size={16} /> {m.file.fileName}
      </Anchor>
    );
  return <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.content}</Text>;
}
