import { Alert, Button, Group, Loader, SegmentedControl, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { AudiencePicker, useRuleText, useT } from '@atrium/sdk/ui';
import { refusedFields, useSchemaForm } from '@atrium/sdk/ui/form';
import type { Grant } from '@atrium/sdk/shared';
import { POLL_TYPES, type PollType } from '../../shared/constants.js';
import { PollInput } from '../../shared/schemas.js';
import type { PollView } from '../../shared/types.js';
import { savePoll, usePoll, usePollMutation } from '../api.js';
import { emptyQuestion, QuestionEditor, type QuestionDraft } from '../components/QuestionEditor.js';

type Draft = {
  name: string;
  description: string;
  type: PollType;
  /** Who gets the poll, as content grants ("everyone" is a poll for all). */
  recipients: Grant[];
  questions: QuestionDraft[];
};

const FOR_ALL: Grant = { level: 'read', audience: 'everyone' };
const forAll = (grants: Grant[]) => grants.some((g) => g.level === 'read' && g.audience === 'everyone');

const fromPoll = (p: PollView): Draft => ({
  name: p.name,
  description: p.description,
  type: p.type,
  recipients: p.forAll && !forAll(p.recipients ?? []) ? [FOR_ALL, ...(p.recipients ?? [])] : (p.recipients ?? []),
  questions: p.questions.map((q) => ({ text: q.text, mandatory: q.mandatory, kind: q.kind, scale: q.scale, answers: q.answers })),
});

const blank = (): Draft => ({
  name: '',
  description: '',
  type: 'opened',
  recipients: [FOR_ALL],
  questions: [emptyQuestion()],
});

function toBody(d: Draft) {
  const all = forAll(d.recipients);
  return {
    name: d.name,
    description: d.description,
    type: d.type,
    // The server stores "for all" as the poll's flag and its own everyone grant.
    forAll: all,
    recipients: all ? d.recipients.filter((g) => g.audience !== 'everyone') : d.recipients,
    questions: d.questions.map((q) => ({
      ...q,
      scale: q.kind === 'range' ? (q.scale ?? 5) : null,
      answers: q.kind === 'list1' || q.kind === 'list_m' ? q.answers : [],
    })),
  };
}

/** /poll/new and /poll/{_id}/edit. */
export function PollEditor() {
  const { _id } = useParams();
  const poll = usePoll(_id);
  if (_id && !poll.data) return poll.isError ? <Alert color="red">{(poll.error as Error).message}</Alert> : <Loader m="md" />;
  return (
    <EditorForm
      key={_id ?? 'new'}
      id={_id}
      initial={poll.data ? fromPoll(poll.data) : blank()}
      locked={(poll.data?.answeredCount ?? 0) > 0}
    />
  );
}

/** `locked`: somebody has answered, so the questions stay as they are (the server refuses changes too). */
function EditorForm({ id, initial, locked }: { id?: string; initial: Draft; locked: boolean }) {
  const t = useT();
  const text = useRuleText();
  const navigate = useNavigate();
  // The same zod schema the server validates with: its rules (polls README, Rules) show at their fields.
  const form = useSchemaForm(PollInput, initial, toBody);
  const save = usePollMutation(savePoll);
  const { values, errors } = form;
  const questions = values.questions;
  const submit = form.submit(async (body) => {
    const saved = await save.mutateAsync({ id, body: PollInput.parse(body) });
    navigate(`/poll/${saved._id}`);
  });

  return (
    <form onSubmit={submit}>
      <Stack p="md" maw={900}>
        <Title order={1} size="h2">
          {id ? t('editor.editTitle') : t('editor.newTitle')}
        </Title>
        <TextInput label={t('editor.name')} {...form.getInputProps('name')} withAsterisk />
        <Textarea label={t('editor.description')} {...form.getInputProps('description')} autosize minRows={2} />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('editor.type')}
          </Text>
          <SegmentedControl
            data={POLL_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))}
            value={values.type}
            disabled={locked}
            onChange={(v) => form.setFieldValue('type', v as PollType)}
          />
          <Text size="xs" c="dimmed">
            {t(`typeHint.${values.type}`)}
          </Text>
        </Stack>
        <AudiencePicker {...form.valueProps('recipients')} />
        {locked && <Alert color="yellow">{t('editor.locked')}</Alert>}
        <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack>
            {questions.map((q, i) => (
              <QuestionEditor
                key={i}
                index={i}
                q={q}
                errors={errors}
                onChange={(nq) => form.setFieldValue(`questions.${i}`, nq)}
                onRemove={() => form.removeListItem('questions', i)}
              />
            ))}
          </Stack>
        </fieldset>
        {errors.questions && (
          <Text c="red" size="sm">
            {errors.questions}
          </Text>
        )}
        {save.error && !refusedFields(save.error) && <Alert color="red">{text(save.error)}</Alert>}
        <Group>
          <Button
            variant="light"
            disabled={locked}
            onClick={() => form.insertListItem('questions', { ...emptyQuestion(), mandatory: false })}
          >
            {t('editor.addQuestion')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('editor.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
