import {
  Alert,
  Button,
  CloseButton,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useNavigate } from 'react-router';
import { useRuleText, useT } from '@atrium/sdk/ui';
import { refusedFields, useSchemaForm } from '@atrium/sdk/ui/form';
import { SCALE_TYPES } from '../../shared/constants.js';
import { assessmentRoutes } from '../../shared/routes.js';
import { QuestionnaireInput } from '../../shared/schemas.js';
import type { QuestionnaireView } from '../../shared/types.js';
import { useAssessmentMutation } from '../api.js';

type Draft = Omit<QuestionnaireInput, 'status'> & { status: 'draft' | 'published' };

const blank = (): Draft => ({
  name: '',
  status: 'draft',
  scaleType: 'list',
  commentsAllowed: true,
  commentsRequired: false,
  options: [1, 2, 3, 4, 5].map((weight) => ({ text: '', weight })),
  competencies: [{ name: '', questions: [{ text: '' }] }],
});

const fromView = (q: QuestionnaireView): Draft => ({
  name: q.name,
  // An archived questionnaire is shown as it was; the server refuses its changes.
  status: q.status === 'published' ? 'published' : 'draft',
  scaleType: q.scaleType,
  commentsAllowed: q.commentsAllowed,
  commentsRequired: q.commentsRequired,
  options: q.options.map((o) => ({ _id: o._id, text: o.text, weight: o.weight })),
  competencies: q.competencies.map((c) => ({
    _id: c._id,
    name: c.name,
    questions: c.questions.map((x) => ({ _id: x._id, text: x.text })),
  })),
});

/** Adds or changes a questionnaire: its weighted answer scale, competencies and their questions. */
export function QuestionnaireForm({ questionnaire }: { questionnaire?: QuestionnaireView }) {
  const t = useT();
  const text = useRuleText();
  const navigate = useNavigate();
  // The schema the server checks: its rules show at their fields before anything is sent.
  const form = useSchemaForm<Draft>(QuestionnaireInput, questionnaire ? fromView(questionnaire) : blank());
  const save = useAssessmentMutation((api, body: Draft) =>
    questionnaire
      ? api.call(assessmentRoutes.updateQuestionnaire, { params: { id: questionnaire._id }, body }, { quiet: true })
      : api.call(assessmentRoutes.createQuestionnaire, { body }, { quiet: true }),
  );
  const { values, errors } = form;
  const listError = (path: string) =>
    errors[path] ? (
      <Text c="red.8" size="sm" role="alert">
        {errors[path]}
      </Text>
    ) : null;
  return (
    <form
      noValidate
      onSubmit={form.submit(async (body) => {
        const saved = (await save.mutateAsync(body)).result;
        if (!questionnaire) void navigate(`/assessment/questionnaire/${saved._id}`, { replace: true });
      })}
    >
      <Stack maw={800} gap="md">
        <TextInput label={t('questionnaire.name')} required {...form.getInputProps('name')} />
        <SegmentedControl
          aria-label={t('questionnaire.status')}
          data={(['draft', 'published'] as const).map((s) => ({ value: s, label: t(`questionnaireStatus.${s}`) }))}
          {...form.getInputProps('status')}
        />
        <Group>
          <Switch label={t('questionnaire.commentsAllowed')} {...form.getInputProps('commentsAllowed', { type: 'checkbox' })} />
          <Switch label={t('questionnaire.commentsRequired')} {...form.getInputProps('commentsRequired', { type: 'checkbox' })} />
        </Group>
        {listError('commentsRequired')}

        <Title order={2} size="h3">
          {t('questionnaire.options')}
        </Title>
        <SegmentedControl
          aria-label={t('questionnaire.scaleType')}
          data={SCALE_TYPES.map((s) => ({ value: s, label: t(`scaleType.${s}`) }))}
          {...form.getInputProps('scaleType')}
        />
        {values.options.map((o, i) => (
          <Group key={o._id ?? `new-${i}`} align="start" wrap="nowrap">
            <TextInput
              aria-label={t('questionnaire.option', { n: i + 1 })}
              placeholder={t('questionnaire.option', { n: i + 1 })}
              style={{ flex: 1 }}
              {...form.getInputProps(`options.${i}.text`)}
            />
            <NumberInput
              aria-label={t('questionnaire.weightOf', { n: i + 1 })}
              w={90}
              min={0}
              max={1000}
              {...form.getInputProps(`options.${i}.weight`)}
            />
            <CloseButton
              mt={6}
              aria-label={t('questionnaire.removeOption', { n: i + 1 })}
              onClick={() => form.removeListItem('options', i)}
            />
          </Group>
        ))}
        {listError('options')}
        <Group>
          <Button
            variant="subtle"
            size="xs"
            onClick={() => form.insertListItem('options', { text: '', weight: values.options.length + 1 })}
          >
            {t('questionnaire.addOption')}
          </Button>
        </Group>

        <Title order={2} size="h3">
          {t('questionnaire.competencies')}
        </Title>
        {values.competencies.map((c, ci) => (
          <Paper key={c._id ?? `new-${ci}`} withBorder p="sm">
            <Stack gap="xs">
              <Group align="end" wrap="nowrap">
                <TextInput
                  label={t('questionnaire.competency', { n: ci + 1 })}
                  required
                  style={{ flex: 1 }}
                  {...form.getInputProps(`competencies.${ci}.name`)}
                />
                <CloseButton
                  mb={6}
                  aria-label={t('questionnaire.removeCompetency', { n: ci + 1 })}
                  onClick={() => form.removeListItem('competencies', ci)}
                />
              </Group>
              {c.questions.map((q, qi) => (
                <Group key={q._id ?? `new-${qi}`} align="start" wrap="nowrap" pl="md">
                  <TextInput
                    aria-label={t('questionnaire.question', { c: ci + 1, n: qi + 1 })}
                    placeholder={t('questionnaire.questionText')}
                    style={{ flex: 1 }}
                    {...form.getInputProps(`competencies.${ci}.questions.${qi}.text`)}
                  />
                  <CloseButton
                    mt={6}
                    aria-label={t('questionnaire.removeQuestion', { c: ci + 1, n: qi + 1 })}
                    onClick={() => form.removeListItem(`competencies.${ci}.questions`, qi)}
                  />
                </Group>
              ))}
              {listError(`competencies.${ci}.questions`)}
              <Group pl="md">
                <Button variant="subtle" size="xs" onClick={() => form.insertListItem(`competencies.${ci}.questions`, { text: '' })}>
                  {t('questionnaire.addQuestion')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
        {listError('competencies')}
        <Group>
          <Button variant="default" onClick={() => form.insertListItem('competencies', { name: '', questions: [{ text: '' }] })}>
            {t('questionnaire.addCompetency')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
        {save.error && !refusedFields(save.error) && <Alert color="red">{text(save.error)}</Alert>}
      </Stack>
    </form>
  );
}
