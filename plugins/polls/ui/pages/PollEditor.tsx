import { useState } from 'react';
import { Alert, Button, Group, Loader, SegmentedControl, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { ApiError, AudiencePicker, useT } from '@atrium/sdk/ui';
import type { Grant } from '@atrium/sdk/shared';
import { POLL_TYPES, type PollType } from '../../shared/constants.js';
import { PollInput } from '../../shared/schemas.js';
import type { PollView } from '../../shared/types.js';
import { savePoll, usePoll, usePollMutation } from '../api.js';
import { emptyQuestion, QuestionEditor, type QuestionDraft } from '../components/QuestionEditor.js';

interface Draft {
  name: string;
  description: string;
  type: PollType;
  /** Who gets the poll, as content grants ("everyone" is a poll for all). */
  recipients: Grant[];
  questions: QuestionDraft[];
}

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

/** The shared schema's problems by field path ('name', 'questions.0.answers.1', ...). */
function problems(d: Draft): Record<string, string> {
  const parsed = PollInput.safeParse(toBody(d));
  const map: Record<string, string> = {};
  if (!parsed.success) for (const i of parsed.error.issues) map[i.path.join('.')] ??= i.message;
  return map;
}

/** `locked`: somebody has answered, so the questions stay as they are (the server refuses changes too). */
function EditorForm({ id, initial, locked }: { id?: string; initial: Draft; locked: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const [d, setD] = useState<Draft>(initial);
  // After the first save attempt the validation rules (polls README, Rules) are re-checked as the user types.
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const save = usePollMutation(savePoll);
  const set = (patch: Partial<Draft>) => {
    setServerErrors({});
    setD((s) => ({ ...s, ...patch }));
  };
  const errors = { ...(tried ? problems(d) : {}), ...serverErrors };
  const err = (path: string) => (errors[path] ? t(errors[path]!) : undefined);

  const submit = async () => {
    setTried(true);
    // The same zod schema the server validates with.
    const parsed = PollInput.safeParse(toBody(d));
    if (!parsed.success) return;
    try {
      const saved = await save.mutateAsync({ id, body: parsed.data });
      navigate(`/poll/${saved._id}`);
    } catch (e) {
      const details = ((e as ApiError).body?.details ?? []) as { path?: string; message: string }[];
      setServerErrors(
        Array.isArray(details) && details.length
          ? Object.fromEntries(details.map((x) => [x.path ?? '', x.message]))
          : { '': (e as Error).message },
      );
    }
  };

  return (
    <Stack p="md" maw={900}>
      <Title order={2}>{id ? t('editor.editTitle') : t('editor.newTitle')}</Title>
      <TextInput
        label={t('editor.name')}
        value={d.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
        error={err('name')}
        withAsterisk
      />
      <Textarea
        label={t('editor.description')}
        value={d.description}
        autosize
        minRows={2}
        onChange={(e) => set({ description: e.currentTarget.value })}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('editor.type')}
        </Text>
        <SegmentedControl
          data={POLL_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))}
          value={d.type}
          disabled={locked}
          onChange={(v) => set({ type: v as PollType })}
        />
        <Text size="xs" c="dimmed">
          {t(`typeHint.${d.type}`)}
        </Text>
      </Stack>
      <AudiencePicker value={d.recipients} error={err('recipients')} onChange={(recipients) => set({ recipients })} />
      {locked && <Alert color="yellow">{t('editor.locked')}</Alert>}
      <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack>
          {d.questions.map((q, i) => (
            <QuestionEditor
              key={i}
              index={i}
              q={q}
              errors={errors}
              onChange={(nq) => set({ questions: d.questions.map((x, j) => (j === i ? nq : x)) })}
              onRemove={() => set({ questions: d.questions.filter((_, j) => j !== i) })}
            />
          ))}
        </Stack>
      </fieldset>
      {err('questions') && (
        <Text c="red" size="sm">
          {err('questions')}
        </Text>
      )}
      {err('') && <Alert color="red">{err('')}</Alert>}
      <Group>
        <Button
          variant="light"
          disabled={locked}
          onClick={() => set({ questions: [...d.questions, { ...emptyQuestion(), mandatory: false }] })}
        >
          {t('editor.addQuestion')}
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          {t('editor.save')}
        </Button>
      </Group>
    </Stack>
  );
}
