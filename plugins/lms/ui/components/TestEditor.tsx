import { Alert, Button, Checkbox, CloseButton, Group, NumberInput, Paper, Stack, Switch, TextInput, Textarea, Title } from '@mantine/core';
import { useRuleText, useT } from '@atrium/sdk/ui';
import { refusedFields, useSchemaForm } from '@atrium/sdk/ui/form';
import { DEFAULT_PASS_MARK } from '../../shared/constants.js';
import { lmsRoutes } from '../../shared/routes.js';
import { TestInput } from '../../shared/schemas.js';
import type { TestView } from '../../shared/types.js';
import { useLmsMutation } from '../api.js';

interface Draft {
  _id?: string;
  text: string;
  answers: { _id?: string; text: string; right: boolean }[];
}
const blank = (): Draft => ({
  text: '',
  answers: [
    { text: '', right: true },
    { text: '', right: false },
  ],
});

/** Adds or changes a test: its settings, then questions with answers and right flags. A passed test is read-only (409). */
export function TestEditor({ course, test, onSaved }: { course: string; test?: TestView; onSaved(id: string): void }) {
  const t = useT();
  const text = useRuleText();
  const save = useLmsMutation((api, body: TestInput) => {
    const { course: _c, ...update } = body;
    return test
      ? api.call(lmsRoutes.updateTest, { params: { id: test._id }, body: update }, { quiet: true })
      : api.call(lmsRoutes.createTest, { body }, { quiet: true });
  });
  const form = useSchemaForm(
    TestInput,
    {
      title: test?.title ?? '',
      description: test?.description ?? '',
      showRight: test?.showRight ?? false,
      showScore: test?.showScore ?? true,
      shuffleQuestions: test?.shuffleQuestions ?? false,
      shuffleAnswers: test?.shuffleAnswers ?? false,
      timeLimit: test?.timeLimit ?? 0,
      passMark: test?.passMark ?? DEFAULT_PASS_MARK,
      questions: (test?.questions.map((q) => ({
        _id: q._id,
        text: q.text,
        answers: q.answers.map((a) => ({ _id: a._id, text: a.text, right: !!a.right })),
      })) ?? [blank()]) as Draft[],
    },
    (v): TestInput => ({ course, sort: test?.sort ?? 0, ...v }),
  );
  const questions = form.values.questions;
  return (
    <form noValidate onSubmit={form.submit(async (body) => onSaved((await save.mutateAsync(body)).result._id))}>
      <Stack maw={800}>
        {test?.passed && <Alert color="yellow">{t('errors.testPassed')}</Alert>}
        <TextInput label={t('test.title')} required {...form.getInputProps('title')} />
        <Textarea label={t('test.description')} autosize minRows={2} {...form.getInputProps('description')} />
        <Group>
          <NumberInput label={t('test.timeLimit')} min={0} max={600} {...form.getInputProps('timeLimit')} />
          <NumberInput label={t('test.passMark')} min={1} max={100} suffix=" %" {...form.getInputProps('passMark')} />
        </Group>
        <Group>
          {(['showRight', 'showScore', 'shuffleQuestions', 'shuffleAnswers'] as const).map((k) => (
            <Switch key={k} label={t(`test.${k}`)} {...form.getInputProps(k, { type: 'checkbox' })} />
          ))}
        </Group>
        <Title order={2} size="h3">
          {t('test.questions')}
        </Title>
        {questions.map((q, qi) => (
          <Paper key={q._id ?? qi} withBorder p="sm">
            <Stack gap="xs">
              <Group align="end" wrap="nowrap">
                <TextInput
                  label={t('test.question', { n: qi + 1 })}
                  required
                  style={{ flex: 1 }}
                  {...form.getInputProps(`questions.${qi}.text`)}
                />
                <CloseButton aria-label={t('test.removeQuestion', { n: qi + 1 })} onClick={() => form.removeListItem('questions', qi)} />
              </Group>
              {q.answers.map((a, ai) => (
                <Group key={a._id ?? ai} align="center" wrap="nowrap">
                  <Checkbox
                    aria-label={t('test.right', { n: ai + 1 })}
                    {...form.getInputProps(`questions.${qi}.answers.${ai}.right`, { type: 'checkbox' })}
                  />
                  <TextInput
                    aria-label={t('test.answer', { n: ai + 1 })}
                    placeholder={t('test.answer', { n: ai + 1 })}
                    style={{ flex: 1 }}
                    {...form.getInputProps(`questions.${qi}.answers.${ai}.text`)}
                  />
                  <CloseButton
                    aria-label={t('test.removeAnswer', { n: ai + 1 })}
                    onClick={() => form.removeListItem(`questions.${qi}.answers`, ai)}
                  />
                </Group>
              ))}
              {form.errors[`questions.${qi}.answers`] && (
                <Alert color="red" p="xs">
                  {form.errors[`questions.${qi}.answers`]}
                </Alert>
              )}
              <Group>
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={() => form.insertListItem(`questions.${qi}.answers`, { text: '', right: false })}
                >
                  {t('test.addAnswer')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
        <Group>
          <Button variant="default" onClick={() => form.insertListItem('questions', blank())}>
            {t('test.addQuestion')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={test?.passed}>
            {t('save')}
          </Button>
        </Group>
        {save.error && !refusedFields(save.error) && <Alert color="red">{text(save.error)}</Alert>}
      </Stack>
    </form>
  );
}
