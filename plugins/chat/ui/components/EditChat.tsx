import { useState } from 'react';
import { Avatar, Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { ApiError, PeoplePicker, useRuleText, useShell, useT } from '@atrium/sdk/ui';
import { MEMBERS_MAX } from '../../shared/constants.js';
import { chatRoutes } from '../../shared/routes.js';
import { ChatUpdateInput, MembersInput } from '../../shared/schemas.js';
import type { ChatView } from '../../shared/types.js';
import { useChatMutation } from '../api.js';

/**
 * "Edit room" for the owner and admins: the name, and the members (added with the people picker,
 * removed one by one; the owner stays). Saved in one go: the name, then the member changes, each
 * checked by the shared schema first.
 */
export function EditChat({ chat, opened, onClose }: { chat: ChatView; opened: boolean; onClose: () => void }) {
  const t = useT();
  const text = useRuleText();
  const shell = useShell();
  const [name, setName] = useState(chat.name);
  const [add, setAdd] = useState<string[]>([]);
  const [remove, setRemove] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const save = useChatMutation(async (api, body: { name?: string; add: string[]; remove: string[] }) => {
    // Failures show in the dialog, not as the shell's error dialog.
    if (body.name !== undefined)
      await api.call(chatRoutes.update, { params: { id: chat._id }, body: { name: body.name } }, { quiet: true });
    if (body.add.length || body.remove.length)
      await api.call(chatRoutes.members, { params: { id: chat._id }, body: { add: body.add, remove: body.remove } }, { quiet: true });
  });
  const staying = chat.members.length - remove.length;
  const submit = () => {
    setError(null);
    const named = ChatUpdateInput.safeParse(name.trim() === chat.name ? {} : { name });
    const members = MembersInput.safeParse({ add, remove });
    const issue = (!named.success && named.error.issues[0]) || (!members.success && members.error.issues[0]);
    if (issue || !named.success || !members.success) return setError(text(issue || ''));
    save.mutate(
      { name: named.data.name, add: members.data.add ?? [], remove: members.data.remove ?? [] },
      {
        onSuccess: () => {
          shell.toast({ message: t('edit.saved'), color: 'green' });
          setAdd([]);
          setRemove([]);
          onClose();
        },
        onError: (err) => setError((err instanceof ApiError && text(err)) || t('edit.failed')),
      },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('edit.title')}>
      <Stack>
        <TextInput label={t('create.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Stack gap={6} role="list" aria-label={t('create.members')}>
          <Text size="sm" fw={500}>
            {t('edit.members', { count: staying + add.length })}
          </Text>
          {chat.members.map((m) => {
            const leaving = remove.includes(m._id);
            return (
              <Group key={m._id} justify="space-between" wrap="nowrap" role="listitem">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, opacity: leaving ? 0.6 : 1 }}>
                  <Avatar src={m.avatar} name={m.fullName} color="initials" size="sm" alt="" />
                  <Text size="sm" td={leaving ? 'line-through' : undefined} truncate>
                    {m.fullName}
                  </Text>
                  {m._id === chat.owner && <Badge variant="light">{t('edit.owner')}</Badge>}
                </Group>
                {m._id !== chat.owner && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color={leaving ? 'gray' : 'red'}
                    aria-label={t(leaving ? 'edit.keep' : 'edit.remove', { name: m.fullName })}
                    onClick={() => setRemove((r) => (leaving ? r.filter((x) => x !== m._id) : [...r, m._id]))}
                  >
                    {t(leaving ? 'edit.keepShort' : 'edit.removeShort')}
                  </Button>
                )}
              </Group>
            );
          })}
        </Stack>
        <PeoplePicker
          label={t('edit.add')}
          value={add}
          onChange={(ids) => setAdd(ids.filter((id) => !chat.members.some((m) => m._id === id)))}
          max={Math.max(0, MEMBERS_MAX - staying)}
        />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('edit.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {t('edit.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
