import { memo, useRef, useState } from 'react';
import { ActionIcon, Button, FileButton, Group, Text, Textarea } from '@mantine/core';
import { useRealtimeEmit, useT, type ApiClient } from '@atrium/sdk/ui';
import { CONTENT_MAX } from '../../shared/constants.js';
import { SEND } from '../../shared/sends.js';
import type { FileExtra } from '../chat-log.js';
import { ClipIcon } from './ClipIcon.js';

const TYPING_REPEAT_MS = 3000;
const TYPING_IDLE_MS = 4000;

/**
 * The message field: Enter sends, Shift+Enter breaks the line; typing is announced at most every 3 s and
 * withdrawn on send or after 4 s without a key. A file is uploaded first, then sent as a file message.
 * Memoized: the room's changes (a message, a read, a typing mark) do not render the field again, whose
 * growing height is measured from the page's layout at every render.
 */
export const Composer = memo(function Composer(p: {
  chatId: string;
  send: (content: string, extra?: FileExtra) => Promise<void>;
  api: ApiClient;
}) {
  const t = useT();
  const emit = useRealtimeEmit();
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const typingAt = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stopTyping = () => {
    clearTimeout(idle.current);
    if (!typingAt.current) return;
    typingAt.current = 0;
    void emit(SEND.typingStop, { chatId: p.chatId }).catch(() => undefined);
  };
  const typed = (value: string) => {
    setText(value);
    if (Date.now() - typingAt.current > TYPING_REPEAT_MS) {
      typingAt.current = Date.now();
      void emit(SEND.typingStart, { chatId: p.chatId }).catch(() => undefined);
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(stopTyping, TYPING_IDLE_MS);
  };
  const submit = () => {
    const content = text.trim();
    if (!content || content.length > CONTENT_MAX) return;
    setText('');
    stopTyping();
    void p.send(content);
  };
  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const res = await p.api.post<{ results: { file: { _id: string } }[] }>('/api/upload?purpose=any', undefined, { raw: form });
      const fileId = res.results[0]?.file._id;
      if (fileId) await p.send('', { type: 'file', fileId });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Group align="flex-end" gap="xs" wrap="nowrap" mt="xs">
      <FileButton onChange={(f) => void upload(f)}>
        {(props) => (
          <ActionIcon {...props} variant="default" size="lg" loading={uploading} aria-label={t('chat.attach')}>
            <ClipIcon />
          </ActionIcon>
        )}
      </FileButton>
      <Textarea
        style={{ flex: 1 }}
        autosize
        minRows={1}
        maxRows={5}
        aria-label={t('chat.message')}
        placeholder={t('chat.message')}
        value={text}
        error={text.length > CONTENT_MAX ? <Text size="xs">{t('errors.contentTooLong')}</Text> : undefined}
        onChange={(e) => typed(e.currentTarget.value)}
        onBlur={stopTyping}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            submit();
          }
        }}
      />
      <Button onClick={submit} disabled={!text.trim()}>
        {t('chat.send')}
      </Button>
    </Group>
  );
});
