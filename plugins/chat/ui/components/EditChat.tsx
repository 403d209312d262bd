import { Alert, Avatar, Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { ApiError, PeoplePicker, useRuleText, useShell, useT } from '@atrium/sdk/ui';
import { refusedFields, useSchemaForm } from '@atrium/sdk/ui/form';
import { MEMBERS_MAX } from '../../shared/constants.js';
import { chatRoutes } from '../../shared/routes.js';
import { ChatUpdateInput, MembersInput } from '../../shared/schemas.js';
import type { ChatView } from '../../shared/types.js';
import { useChatMutation } from '../api.js';

/** The dialog's one save: a new name (when it changed) and the member changes, each checked by its route's schema. */
const EditInput = ChatUpdateInput.pick({ name: true }).extend(MembersInput.shape);
type EditBody = { name?: string; add: string[]; remove: string[] };

/**
 * "Edit room" for the owner and admins: the name, and the members (added with the people picker,
 * removed one by one; the owner stays). Saved in one go: the name, then the member changes, each
 * checked by the shared schema first.
 */
export default function EditChat({ chat, opened, onClose }: { chat: ChatView; opened: boolean; onClose: () => void }) {
  const t = useT();
  const text = useRuleText();
  const shell = useShell();
  const form = useSchemaForm(EditInput, { name: chat.name, add: [] as string[], remove: [] as string[] }, (v): EditBody => ({
    name: v.name.trim() === chat.name ? undefined : v.name,
    add: v.add,
    remove: v.remove,
  }));
  const { add, remove } = form.values;
  const save = useChatMutation(async (api, body: EditBody) => {
    // Failures show in the dialog, not as the shell's error dialog.
    if (body.name !== undefined)
      await api.call(chatRoutes.update, { params: { id: chat._id }, body: { name: body.name } }, { quiet: true });
    if (body.add.length || body.remove.length)
      await api.call(chatRoutes.members, { params: { id: chat._id }, body: { add: body.add, remove: body.remove } }, { quiet: true });
  });
  const staying = chat.members.length - remove.length;
  const submit = form.submit(async (body) => {
    await save.mutateAsync(body);
    shell.toast({ message: t('edit.saved'), color: 'green' });
    // The typed name stays: it is the room's name now.
    form.setValues({ add: [], remove: [] });
    onClose();
  });
  const failed = save.error && !refusedFields(save.error) ? (save.error instanceof ApiError && text(save.error)) || t('edit.failed') : null;
  return (
    <Modal opened={opened} onClose={onClose} title={t('edit.title')}>
      <form onSubmit={submit}>
        <Stack>
          <TextInput label={t('create.name')} {...form.getInputProps('name')} />
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
                      onClick={() => form.setFieldValue('remove', leaving ? remove.filter((x) => x !== m._id) : [...remove, m._id])}
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
            {...form.valueProps('add')}
            onChange={(ids) =>
              form.setFieldValue(
                'add',
                ids.filter((id) => !chat.members.some((m) => m._id === id)),
              )
            }
            max={Math.max(0, MEMBERS_MAX - staying)}
          />
          {failed && <Alert color="red">{failed}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('edit.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
