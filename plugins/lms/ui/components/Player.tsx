import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Checkbox, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMe, useRuleText, useT } from '@atrium/sdk/ui';
import { lmsRoutes } from '../../shared/routes.js';
import type { AnswerMove } from '../../shared/constants.js';
import type { AttemptView, TestItem } from '../../shared/types.js';
import { useLmsMutation } from '../api.js';

/** Seconds left until the server's deadline, ticking each second. */
function useSecondsLeft(deadline: string | null): number | null {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline ? Math.max(0, Math.ceil((Date.parse(deadline) - now) / 1000)) : null;
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** The test player: start (or try again), one question at a time, next and previous, finish; a countdown from the server's deadline. */
export function Player({ course, test }: { course: string; test: TestItem & { description?: string } }) {
  const t = useT();
  const text = useRuleText();
  const me = useMe()?.user._id;
  const [attempt, setAttempt] = useState<AttemptView | null>(null);
  const start = useLmsMutation((api, _: void) => api.call(lmsRoutes.startTest, { params: { course, test: test._id, user: me! } }));
  const answer = useLmsMutation((api, body: { question?: string; answers?: string[]; move: AnswerMove }) =>
    api.call(lmsRoutes.answer, { params: { test: test._id }, body: { attempt: attempt!._id, ...body } }, { quiet: true }),
  );
  const left = useSecondsLeft(attempt && !attempt.finished ? attempt.deadline : null);
  const begin = () => start.mutate(undefined, { onSuccess: (r) => setAttempt(r.result) });
  const send = (move: AnswerMove, picked?: string[]) => {
    const q = attempt!.questions[attempt!.current]!;
    answer.mutate({ question: q._id, answers: picked ?? attempt!.chosen[q._id] ?? [], move }, { onSuccess: (r) => setAttempt(r.result) });
  };
  if (!attempt)
    return (
      <Stack>
        {test.timeLimit > 0 && <Text>{t('player.timeLimit', { minutes: test.timeLimit })}</Text>}
        <Text>{t('player.passMark', { mark: test.passMark })}</Text>
        <Group>
          <Button onClick={begin} loading={start.isPending}>
            {t('player.start')}
          </Button>
        </Group>
      </Stack>
    );
  if (attempt.finished)
    return (
      <Stack>
        <Title order={2} size="h3">
          {t('player.result')}
        </Title>
        <Group>
          <Badge size="lg" color={attempt.passed ? 'green' : 'red'}>
            {t(attempt.passed ? 'player.passed' : 'player.failed')}
          </Badge>
          {attempt.score !== null && <Text>{t('player.score', { score: attempt.score })}</Text>}
        </Group>
        {attempt.questions.some((q) => q.answers.some((a) => a.right !== undefined)) &&
          attempt.questions.map((q) => (
            <Paper key={q._id} withBorder p="sm">
              <Text fw={600}>{q.text}</Text>
              {q.answers.map((a) => (
                <Text key={a._id} c={a.right ? 'green' : undefined}>
                  {(attempt.chosen[q._id] ?? []).includes(a._id) ? '☑' : '☐'} {a.text} {a.right ? `(${t('player.right')})` : ''}
                </Text>
              ))}
            </Paper>
          ))}
        <Group>
          <Button onClick={begin} loading={start.isPending}>
            {t('player.tryAgain')}
          </Button>
        </Group>
      </Stack>
    );
  const q = attempt.questions[attempt.current]!;
  const picked = attempt.chosen[q._id] ?? [];
  const last = attempt.current === attempt.questions.length - 1;
  return (
    <Stack>
      <Group justify="space-between">
        <Text>{t('player.question', { n: attempt.current + 1, of: attempt.questions.length })}</Text>
        {left !== null && (
          <Badge size="lg" color={left < 60 ? 'red' : 'blue'} role="timer" aria-label={t('player.timeLeft')}>
            {clock(left)}
          </Badge>
        )}
      </Group>
      <Paper withBorder p="md">
        <Checkbox.Group
          label={q.text}
          value={picked}
          onChange={(v) => setAttempt({ ...attempt, chosen: { ...attempt.chosen, [q._id]: v } })}
        >
          <Stack gap="xs" mt="xs">
            {q.answers.map((a) => (
              <Checkbox key={a._id} value={a._id} label={a.text} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Paper>
      {answer.error && <Alert color="red">{text(answer.error)}</Alert>}
      {left === 0 && <Alert color="yellow">{t('player.timeUp')}</Alert>}
      <Group>
        <Button variant="default" disabled={attempt.current === 0} onClick={() => send('previous')}>
          {t('player.previous')}
        </Button>
        {!last && <Button onClick={() => send('next')}>{t('player.next')}</Button>}
        <Button color={last ? undefined : 'gray'} loading={answer.isPending} onClick={() => send('finish')}>
          {t('player.finish')}
        </Button>
      </Group>
      {answer.isPending && <Loader size="xs" />}
    </Stack>
  );
}
