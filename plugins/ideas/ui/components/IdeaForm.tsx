import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMe, useRuleText, useShell, useT } from '@atrium/sdk/ui';
import { refusedFields, useSchemaForm } from '@atrium/sdk/ui/form';
import { AUTHOR_MAX, TEXT_MAX } from '../../shared/constants.js';
import { ideasRoutes } from '../../shared/routes.js';
import { IdeaInput } from '../../shared/schemas.js';
import { useIdeasMutation } from '../api.js';

const TEXTS = ['currentProcess', 'improvement', 'changes', 'expectedResults'] as const;

/** The idea form (spec core §5): every field required; a refused send keeps what was typed and shows the rule at its field. */
export function IdeaForm({ onClose }: { onClose: () => void }) {
  const t = useT();
  const text = useRuleText();
  const { toast } = useShell();
  const me = useMe();
  const send = useIdeasMutation((api, body: IdeaInput) => api.call(ideasRoutes.send, { body }, { quiet: true }));
  const form = useSchemaForm(IdeaInput, {
    author: me?.user.fullName ?? '',
    currentProcess: '',
    improvement: '',
    changes: '',
    expectedResults: '',
  });
  const submit = form.submit(async (body) => {
    await send.mutateAsync(body);
    toast({ message: t('send.done'), color: 'green' });
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={t('send.title')} centered size="lg">
      {/* The schema checks the fields, in the user's language: the browser's own check of `required` stays off. */}
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('fields.author')} required maxLength={AUTHOR_MAX} {...form.getInputProps('author')} />
          {TEXTS.map((field, n) => (
            <Textarea
              key={field}
              label={t(`fields.${field}`)}
              description={`${form.values[field].length} / ${TEXT_MAX}`}
              required
              autosize
              minRows={2}
              maxRows={8}
              maxLength={TEXT_MAX}
              data-autofocus={n === 0 || undefined}
              {...form.getInputProps(field)}
            />
          ))}
          {send.error && !refusedFields(send.error) && <Alert color="red">{text(send.error)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('send.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
