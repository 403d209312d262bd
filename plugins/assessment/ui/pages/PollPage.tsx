import { Alert, Button, Flex, Group, Loader, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useRuleText, useT } from '@atrium/sdk/ui';
import { refusedFields, useSchemaForm } from '@atrium/sdk/ui/form';
import { assessmentRoutes } from '../../shared/routes.js';
import { PollAnswersInput } from '../../shared/schemas.js';
import type { PollView } from '../../shared/types.js';
import { useAssessmentMutation, usePoll, type PollKey } from '../api.js';

interface Draft extends Record<string, unknown> {
  /** One per question, in the questionnaire's order; an empty option is not answered yet. */
  answers: { questionId: string; optionId: string; comment: string }[];
}

const fromPoll = (p: PollView): Draft => {
  const given = new Map(p.answers.map((a) => [a.questionId, a]));
  return {
    answers: p.questionnaire.competencies.flatMap((c) =>
      c.questions.map((q) => ({ questionId: q._id, optionId: given.get(q._id)?.optionId ?? '', comment: given.get(q._id)?.comment ?? '' })),
    ),
  };
};

/** Unanswered questions are left out: a saved draft keeps what is filled, a hand-in without them is refused at `answers`. */
const toBody = (d: Draft) => ({ answers: d.answers.filter((a) => a.optionId) });

/** /assessment/poll/{cycleId}/{stepId}/{questionnaireId}/{userId}: the respondent's form, saved or handed in. */
export function PollPage() {
  const t = useT();
  const p = useParams();
  const key = { id: p.cycleId!, stepId: p.stepId as PollKey['stepId'], questionnaireId: p.questionnaireId!, userId: p.userId! };
  const poll = usePoll(key);
  if (!poll.data) return <Loader m="md" aria-label={t('loading')} />;
  return <PollForm key={poll.data.status} poll={poll.data} pollKey={key} />;
}

function PollForm({ poll, pollKey }: { poll: PollView; pollKey: PollKey }) {
  const t = useT();
  const text = useRuleText();
  const navigate = useNavigate();
  const form = useSchemaForm<Draft, PollAnswersInput>(PollAnswersInput, fromPoll(poll), toBody);
  const save = useAssessmentMutation((api, body: PollAnswersInput) =>
    api.call(assessmentRoutes.answer, { params: pollKey, body }, { quiet: true }),
  );
  const { questionnaire: q, open } = poll;
  // Answers are kept in question order, so a question's answer is at its place in the whole questionnaire.
  const at = new Map(form.values.answers.map((a, i) => [a.questionId, i]));
  const send = (complete: boolean) =>
    form.submit(async (body) => {
      await save.mutateAsync({ ...body, complete });
      if (complete) void navigate('/assessment');
    });
  return (
    <form noValidate onSubmit={send(false)}>
      <Stack p="md" gap="md" maw={760}>
        <Title order={1}>
          {poll.cycleName}: {poll.userName}
        </Title>
        <Text c="dimmed">
          {t(`steps.${poll.step}`)} · {t(`respondent.${poll.status}`)}
        </Text>
        {!open && <Alert color="gray">{t('poll.closed')}</Alert>}
        {q.competencies.map((c) => (
          <Stack key={c._id} gap="sm" component="section" aria-label={c.name}>
            <Title order={2} size="h3">
              {c.name}
            </Title>
            {c.questions.map((question) => {
              const i = at.get(question._id)!;
              return (
                <Stack key={question._id} gap={4}>
                  <Radio.Group label={question.text} {...form.getInputProps(`answers.${i}.optionId`)}>
                    {/* A scale reads across, a list down. */}
                    <Flex
                      mt={4}
                      gap={q.scaleType === 'scale' ? 'md' : 6}
                      direction={q.scaleType === 'scale' ? 'row' : 'column'}
                      wrap="wrap"
                    >
                      {q.options.map((o) => (
                        <Radio key={o._id} value={o._id} label={o.text} disabled={!open} />
                      ))}
                    </Flex>
                  </Radio.Group>
                  {q.commentsAllowed && (
                    <Textarea
                      aria-label={`${t('poll.comment')}: ${question.text}`}
                      placeholder={t(q.commentsRequired ? 'poll.commentRequired' : 'poll.comment')}
                      disabled={!open}
                      autosize
                      minRows={1}
                      {...form.getInputProps(`answers.${i}.comment`)}
                    />
                  )}
                </Stack>
              );
            })}
          </Stack>
        ))}
        {form.errors.answers && <Alert color="red">{form.errors.answers}</Alert>}
        {save.error && !refusedFields(save.error) && <Alert color="red">{text(save.error)}</Alert>}
        {open && (
          <Group>
            <Button type="submit" variant="default" loading={save.isPending}>
              {t('poll.save')}
            </Button>
            <Button loading={save.isPending} onClick={() => send(true)()}>
              {t('poll.complete')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
