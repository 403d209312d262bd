import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, useRuleText, useShell, useT } from '@atrium/sdk/ui';
import { answerProblems, nonBlank } from '../../shared/answers.js';
import type { AnswerInput, AnswerValue } from '../../shared/schemas.js';
import { pollRoutes } from '../../shared/routes.js';
import type { PollView } from '../../shared/types.js';
import { usePoll, usePollMutation } from '../api.js';
import { AnswerField } from '../components/AnswerField.js';

/** /poll/{_id}: answering (with the rules shown in place), or one's own answers once sent. */
export function PollPage() {
  const { _id } = useParams();
  const t = useT();
  const poll = usePoll(_id);
  if (poll.isLoading || !poll.data) return poll.isError ? <Alert color="red">{(poll.error as Error).message}</Alert> : <Loader m="md" />;
  return <PollForm poll={poll.data} t={t} />;
}

function PollForm({ poll, t }: { poll: PollView; t: ReturnType<typeof useT> }) {
  const { toast } = useShell();
  const text = useRuleText();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<string, AnswerValue>>({});
  // Each question's problem in the user's language.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = usePollMutation((api, body: AnswerInput) =>
    api.call(pollRoutes.answer, { params: { id: poll._id }, body }, { quiet: true }),
  );
  const finish = usePollMutation((api, id: string) => api.call(pollRoutes.finish, { params: { id } }));
  const remove = usePollMutation((api, id: string) => api.call(pollRoutes.remove, { params: { id } }));
  const questions = poll.questions.map((q) => ({ ...q, id: q._id }));
  const mine = Object.fromEntries((poll.myAnswers ?? []).map((a) => [a.questionId, a.value]));

  const submit = async () => {
    const answers = nonBlank(Object.entries(values).map(([questionId, value]) => ({ questionId, value })));
    const problems = answerProblems(questions, answers);
    setErrors(Object.fromEntries(problems.map((p) => [p.questionId, text(p.rule)])));
    if (problems.length) return;
    try {
      await send.mutateAsync({ answers });
      toast({ message: t('answer.thanks'), color: 'green' });
    } catch (err) {
      const e = err as ApiError;
      const details = e.body?.details;
      // Each refused answer names its question in `ids`.
      if (Array.isArray(details) && details.length) setErrors(Object.fromEntries(details.map((d) => [d.ids?.[0] ?? '', text(d)])));
      else toast({ message: text(e), color: 'red' });
    }
  };

  return (
    <Stack p="md" maw={800}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {poll.name}
          </Title>
          <Group gap={4}>
            <Badge variant="light">{t(`type.${poll.type}`)}</Badge>
            {poll.finished && <Badge color="gray">{t('state.finished')}</Badge>}
          </Group>
        </Stack>
        <Group gap="xs">
          {(poll.canManage || poll.answered || poll.type !== 'closed') && (
            <Button variant="light" component={Link} to={`/poll/${poll._id}/results`}>
              {t('results.title')}
            </Button>
          )}
          {poll.canManage && !poll.finished && (
            <>
              <Button variant="default" component={Link} to={`/poll/${poll._id}/edit`}>
                {t('edit')}
              </Button>
              <Button variant="default" onClick={() => window.confirm(t('finishConfirm')) && finish.mutate(poll._id)}>
                {t('finish')}
              </Button>
            </>
          )}
          {poll.canManage && (
            <Button
              color="red"
              variant="subtle"
              onClick={() => window.confirm(t('deleteConfirm')) && remove.mutateAsync(poll._id).then(() => navigate('/polls'))}
            >
              {t('delete')}
            </Button>
          )}
        </Group>
      </Group>
      {poll.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{poll.description}</Text>}
      {poll.answered && <Alert color="green">{t(poll.type === 'anonymous' ? 'answer.doneAnonymous' : 'answer.done')}</Alert>}
      {!poll.answered && !poll.canAnswer && <Alert color="gray">{t(poll.finished ? 'answer.finished' : 'answer.notRecipient')}</Alert>}
      {poll.questions.map((q) => (
        <Card withBorder key={q._id}>
          <AnswerField
            question={q}
            value={poll.answered ? mine[q._id] : values[q._id]}
            readOnly={!poll.canAnswer}
            error={errors[q._id]}
            onChange={(v) => {
              setValues((s) => ({ ...s, [q._id]: v }));
              setErrors(({ [q._id]: _gone, ...rest }) => rest);
            }}
          />
        </Card>
      ))}
      {poll.canAnswer && (
        <Group>
          <Button onClick={submit} loading={send.isPending}>
            {t('answer.send')}
          </Button>
          {Object.keys(errors).length > 0 && (
            <Text c="red" size="sm">
              {t('answer.fix')}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
