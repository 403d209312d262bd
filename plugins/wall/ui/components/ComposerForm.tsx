import type { z } from 'zod';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Card, CloseButton, FileButton, Group, Progress, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, useRuleText, useT, useUploads, type UploadedFile } from '@atrium/sdk/ui';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_SIZE, RULES } from '../../shared/constants.js';
import type { PostCreate } from '../../shared/posts.js';
import { formCheck, preloadFormSchemas } from '../schemas.js';
import { refreshWall } from '../queries.js';
import type { EmployeeCard } from '@atrium/sdk/shared';
import { EmojiPicker } from './EmojiPicker.js';
import { MENTION_LIST_ID, MentionList, mentionOptionId, useMentionSearch } from './MentionList.js';
import { wallRoutes } from '../../shared/routes.js';

const MENTION_AT_CARET = /@([\p{L}\p{M}'-]+)$/u;

export interface ComposerFormProps {
  parent?: { type: string; id?: string };
  /** What was typed into the composer's first line (Composer.tsx) before this form arrived. */
  initialText: string;
}

/**
 * Writing a post: text with @mentions, a thank-you switch, attachments with upload progress, emoji.
 * Opened from the composer's first line, it takes the focus with the caret after what was typed there.
 */
export default function ComposerForm({ parent, initialText }: ComposerFormProps) {
  const t = useT();
  const ruleText = useRuleText();
  const api = useApi();
  const qc = useQueryClient();
  const area = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initialText);
  const [caret, setCaret] = useState(initialText.length);
  // In the commit that replaces the first line, so no keystroke falls between the two.
  useLayoutEffect(() => {
    const box = area.current;
    box?.focus();
    box?.setSelectionRange(box.value.length, box.value.length);
  }, []);
  const [thanks, setThanks] = useState(false);
  const [mentions, setMentions] = useState<EmployeeCard[]>([]);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  // The progress bar stays 1.5 s after the upload finishes (wall README, Rules).
  const uploads = useUploads({ purpose: 'post' });
  const progress = uploads.progress;

  const typed = text.slice(0, caret).match(MENTION_AT_CARET)?.[1] ?? '';
  const [dismissed, setDismissed] = useState('');
  const found = useMentionSearch(typed);
  const people = typed && typed !== dismissed ? found : [];
  const [active, setActive] = useState(0);
  useEffect(() => setActive(0), [typed]);

  const insertAtCaret = (s: string, replace = 0) => {
    const at = caret;
    const next = text.slice(0, at - replace) + s + text.slice(at);
    setText(next);
    const pos = at - replace + s.length;
    setCaret(pos);
    requestAnimationFrame(() => area.current?.setSelectionRange(pos, pos));
  };

  const pickMention = (p: EmployeeCard) => {
    insertAtCaret(`@${p.firstName} ${p.lastName} `, typed.length + 1);
    setMentions((m) => (m.some((x) => x._id === p._id) ? m : [...m, p]));
    area.current?.focus();
  };

  const attach = async (list: File[]) => {
    setError(null);
    const big = list.find((f) => f.size > ATTACHMENT_MAX_BYTES);
    if (big) return setError(ruleText({ key: RULES.attachmentTooBig.key, details: { size: ATTACHMENT_MAX_SIZE } }));
    const stored = await uploads.upload(list);
    setFiles((x) => [...x, ...stored]);
  };

  const create = useMutation({
    mutationFn: (body: z.input<typeof PostCreate>) => api.call(wallRoutes.createPost, { body }, { quiet: true }),
    onSuccess: () => {
      setText('');
      setMentions([]);
      setFiles([]);
      setThanks(false);
      void refreshWall(qc);
    },
    onError: (err: Error) => setError(ruleText(err)),
  });

  const submit = async () => {
    // Mentions whose name was deleted from the text are dropped.
    const kept = mentions.filter((m) => text.includes(`@${m.firstName} ${m.lastName}`));
    const body = {
      parent: parent ?? { type: 'company' as const },
      text,
      thanks,
      mentions: kept.map((m) => m._id),
      attachments: files.map((f) => ({ file: f._id, mimetype: f.mimetype })),
    };
    const parsed = await formCheck('PostCreate', body);
    if (parsed && !parsed.success) return setError(parsed.error.issues.map(ruleText).join('. '));
    setError(null);
    create.mutate(body);
  };

  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="xs">
        <Textarea
          ref={area}
          aria-label={t('composer.placeholder')}
          placeholder={thanks ? t('composer.thanksPlaceholder') : t('composer.placeholder')}
          autosize
          minRows={2}
          maxRows={12}
          value={text}
          onFocus={preloadFormSchemas}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setCaret(e.currentTarget.selectionStart ?? e.currentTarget.value.length);
          }}
          onSelect={(e) => setCaret(e.currentTarget.selectionStart ?? 0)}
          // The combobox pattern as a multi-line text box allows it (no role or aria-expanded on a textarea):
          // the list it controls, its highlighted option; arrows move, Enter or Tab picks, Escape closes.
          aria-autocomplete="list"
          aria-controls={people.length ? MENTION_LIST_ID : undefined}
          aria-activedescendant={people[active] ? mentionOptionId(people[active]._id) : undefined}
          onKeyDown={(e) => {
            if (!people.length) return;
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              const step = e.key === 'ArrowDown' ? 1 : people.length - 1;
              setActive((i) => (i + step) % people.length);
            } else if (e.key === 'Enter' || e.key === 'Tab') {
              e.preventDefault();
              pickMention(people[active]!);
            } else if (e.key === 'Escape') {
              e.preventDefault();
              setDismissed(typed);
            }
          }}
        />
        <MentionList people={people} active={active} onPick={pickMention} />
        <RemovableBadges
          items={mentions.map((m) => ({ id: m._id, label: `${m.firstName} ${m.lastName}` }))}
          variant="light"
          onRemove={(id) => setMentions((x) => x.filter((y) => y._id !== id))}
        />
        <RemovableBadges
          items={files.map((f) => ({ id: f._id, label: f.name }))}
          variant="outline"
          onRemove={(id) => setFiles((x) => x.filter((y) => y._id !== id))}
        />
        {progress !== null && (
          <Progress data-testid="upload-progress" value={progress} aria-label={t('composer.uploading')} animated={progress < 100} />
        )}
        {(error ?? uploads.error) && (
          <Alert color="red" p="xs" role="alert">
            {error ?? uploads.error}
          </Alert>
        )}
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <EmojiPicker onPick={(e) => insertAtCaret(e)} />
            <FileButton onChange={(f) => f.length && void attach(f)} multiple>
              {(props) => (
                <Button {...props} variant="subtle" size="xs">
                  {t('composer.attach')}
                </Button>
              )}
            </FileButton>
            <Switch size="sm" label={t('composer.thanks')} checked={thanks} onChange={(e) => setThanks(e.currentTarget.checked)} />
          </Group>
          <Button onClick={() => void submit()} loading={create.isPending} disabled={progress !== null && progress < 100}>
            {t('composer.publish')}
          </Button>
        </Group>
        {thanks && (
          <Text size="xs" c="dimmed">
            {t('composer.thanksHint')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** What the post will carry (mentioned people, attached files), each with a button that takes it off. */
function RemovableBadges({
  items,
  variant,
  onRemove,
}: {
  items: { id: string; label: string }[];
  variant: 'light' | 'outline';
  onRemove: (id: string) => void;
}) {
  const t = useT();
  if (!items.length) return null;
  return (
    <Group gap={4}>
      {items.map((item) => (
        <Badge
          key={item.id}
          variant={variant}
          rightSection={<CloseButton size="xs" aria-label={t('remove')} onClick={() => onRemove(item.id)} />}
        >
          {item.label}
        </Badge>
      ))}
    </Group>
  );
}
