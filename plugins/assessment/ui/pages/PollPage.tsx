import { useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { ApiError, useRuleText, useT } from '@atrium/sdk/ui';
import { assessmentRoutes } from '../../shared/routes.js';
import { useAssessmentMutation, usePoll, type PollKey } from '../api.js';

type Answer = { optionId: string; comment: string };

/** /assessment/poll/{cycleId}/{stepId}/{questionnaireId}/{userId}: the respondent's form, saved or handed in. */
export function PollPage() {
  const t = useT();
  const ruleText = useRuleText();
  const navigate = useNavigate();
  const p = useParams();
  const key = { id: p.cycleId!, stepId: p.stepId as PollKey['stepId'], questionnaireId: p.questionnaireId!, userId: p.userId! };
  const poll = usePoll(key);
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  useEffect(() => {
    if (poll.data)
      setAnswers(Object.fromEntries(poll.data.answers.map((a) => [a.questionId, { optionId: a.optionId, comment: a.comment }])));
  }, [poll.data]);
  const save = useAssessmentMutation((api, complete: boolean) =>
    api.call(assessmentRoutes.answer, {
      params: key,
      body: { complete, answers: Object.entries(answers).map(([questionId, a]) => ({ questionId, ...a })) },
    }),
  );
  if (!poll.data) return <Loader m="md" />;
  const { questionnaire: q, open } = poll.data;
  const set = (id: string, patch: Partial<Answer>) =>
    setAnswers((all) => ({ ...all, [id]: { optionId: '', comment: '', ...all[id], ...patch } }));
  const error = save.error instanceof ApiError ? ruleText(save.error.body) : null;
  return (
    <Stack p="md" gap="md" maw={760}>
      <Title order={1}>{poll.data.cycleName}</Title>
      <Text c="dimmed">
        {t(`steps.${poll.data.step}`)} · {t(`respondent.${poll.data.status}`)}
      </Text>
      {!open && <Alert color="gray">{t('poll.closed')}</Alert>}
      {q.competencies.map((c) => (
        <Stack key={c._id} gap="sm" component="section" aria-label={c.name}>
          <Title order={2} size="h3">
            {c.name}
          </Title>
          {c.questions.map((question) => (
            <Stack key={question._id} gap={4}>
              <Radio.Group
                label={question.text}
                value={answers[question._id]?.optionId ?? ''}
                onChange={(optionId) => set(question._id, { optionId })}
              >
                <Group mt={4} gap="md" wrap="wrap">
                  {q.options.map((o) => (
                    <Radio key={o._id} value={o._id} label={o.text} disabled={!open} />
                  ))}
                </Group>
              </Radio.Group>
              {q.commentsAllowed && (
                <Textarea
                  aria-label={`${t('poll.comment')}: ${question.text}`}
                  placeholder={t('poll.comment')}
                  value={answers[question._id]?.comment ?? ''}
                  onChange={(e) => set(question._id, { comment: e.currentTarget.value })}
                  disabled={!open}
                  autosize
                  minRows={1}
                />
              )}
            </Stack>
          ))}
        </Stack>
      ))}
      {error && <Alert color="red">{error}</Alert>}
      {open && (
        <Group>
          <Button variant="default" loading={save.isPending} onClick={() => save.mutate(false)}>
            {t('poll.save')}
          </Button>
          <Button loading={save.isPending} onClick={() => save.mutate(true, { onSuccess: () => navigate('/assessment') })}>
            {t('poll.complete')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
