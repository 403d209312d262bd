import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Loader, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useApi, useRuleText, useShell, useT } from '@atrium/sdk/ui';
import { useQuery } from '@tanstack/react-query';
import type { AdaptRole } from '../../shared/constants.js';
import { adaptationRoutes as routes } from '../../shared/routes.js';
import type { JourneyStepView, JourneyView } from '../../shared/types.js';
import { useAdaptationMutation, useJourney } from '../api.js';
import { JourneyProgress } from '../components/Progress.js';

const STATUS_COLOR = { waiting: 'gray', open: 'blue', finished: 'green', deleted: 'red' } as const;

/** /adaptation/user/{adapt_id}: one adaptation's journey with its progress, through the eyes of one of the caller's roles. */
export function JourneyPage() {
  const t = useT();
  const { adapt_id } = useParams();
  const whole = useJourney(adapt_id);
  const [chosen, setChosen] = useState<AdaptRole | null>(null);
  if (!whole.data) return <Loader m="md" />;
  // Managers without a role in it see it as HR does.
  const roles: AdaptRole[] = whole.data.roles.length ? whole.data.roles : ['hr'];
  const role = chosen && roles.includes(chosen) ? chosen : roles[0]!;
  const a = whole.data.adaptation;
  return (
    <Stack p="md">
      <Title order={1} style={{ wordBreak: 'break-word' }}>
        {a.trackName}
      </Title>
      <Text>
        {t('journey.newcomer', { name: a.names[a.userId] ?? '' })} · {t('members.mentor', { name: a.names[a.mentorId] ?? '' })}
      </Text>
      <JourneyProgress finished={a.finished} total={a.total} />
      {roles.length > 1 && (
        <SegmentedControl
          aria-label={t('journey.as')}
          value={role}
          onChange={(v) => setChosen(v as AdaptRole)}
          data={roles.map((r) => ({ value: r, label: t(`role.${r}`) }))}
        />
      )}
      <RoleView id={a._id} role={role} />
    </Stack>
  );
}

function RoleView({ id, role }: { id: string; role: AdaptRole }) {
  const t = useT();
  const api = useApi();
  const shell = useShell();
  const text = useRuleText();
  const view = useQuery({
    queryKey: ['adaptation', 'as', id, role],
    queryFn: () => api.call(routes.as, { params: { adapt: id, role } }).then((r) => r.result),
  });
  const failed = { onError: (e: Error) => shell.toast({ message: text(e), color: 'red' }) };
  const rollback = useAdaptationMutation((api) => api.call(routes.unfinish, { params: { id } }, { quiet: true }));
  const active = useAdaptationMutation((api, on: boolean) => api.call(routes.active, { body: { _id: id, active: on } }, { quiet: true }));
  if (!view.data) return <Loader size="sm" />;
  const v = view.data;
  return (
    <Stack>
      <Group>
        {v.may.rollback && (
          <Button variant="default" onClick={() => rollback.mutate(undefined, failed)} loading={rollback.isPending}>
            {t('journey.rollback')}
          </Button>
        )}
        {v.may.active && (
          <Switch
            label={t('journey.active')}
            checked={v.adaptation.active}
            onChange={(e) => active.mutate(e.currentTarget.checked, failed)}
          />
        )}
      </Group>
      {!v.stages.length && <Text c="dimmed">{t('scenario.empty')}</Text>}
      {v.stages.map((stage) => (
        <Stack key={stage._id} gap="xs" component="section" aria-label={stage.name}>
          <Title order={2} size="h4">
            {stage.name}
          </Title>
          {!stage.steps.length && <Text c="dimmed">{t('journey.noSteps')}</Text>}
          {stage.steps.map((step) => (
            <StepCard key={step._id} id={id} step={step} view={v} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/** One step: its day and state, what it asks, and the actions the role may take on it. */
function StepCard({ id, step, view }: { id: string; step: JourneyStepView; view: JourneyView }) {
  const t = useT();
  const shell = useShell();
  const text = useRuleText();
  const failed = { onError: (e: Error) => shell.toast({ message: text(e), color: 'red' }) };
  const params = { track: id, step: step._id };
  const finish = useAdaptationMutation((api) => api.call(routes.finish, { params: { user_track: id, step: step._id } }, { quiet: true }));
  const resume = useAdaptationMutation((api) => api.call(routes.resume, { params }, { quiet: true }));
  const del = useAdaptationMutation((api) => api.call(routes.del, { params }, { quiet: true }));
  const running = view.adaptation.active && !view.adaptation.end;
  return (
    <Card withBorder padding="sm" aria-label={step.name}>
      <Group justify="space-between" wrap="nowrap" align="start">
        <Text fw={600} style={{ wordBreak: 'break-word' }}>
          {step.name}
        </Text>
        <Badge color={STATUS_COLOR[step.status]} variant="light">
          {t(`status.${step.status}`)}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {t('journey.opens', { day: step.day })}
      </Text>
      {step.task && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {step.task}
        </Text>
      )}
      {step.link && (
        <Anchor href={step.link} target="_blank" rel="noreferrer" size="sm">
          {step.link}
        </Anchor>
      )}
      {step.unavailable.map((code) => (
        <Text key={code} size="sm" c="orange.9">
          {t(`unavailable.${code}`)}
        </Text>
      ))}
      <Group mt="xs" gap="xs">
        {view.may.finish && running && step.status === 'open' && (
          <Button size="xs" onClick={() => finish.mutate(undefined, failed)} loading={finish.isPending}>
            {t('journey.finish')}
          </Button>
        )}
        {view.may.resume && (step.status === 'finished' || step.status === 'deleted') && (
          <Button size="xs" variant="default" onClick={() => resume.mutate(undefined, failed)} loading={resume.isPending}>
            {t('journey.resume')}
          </Button>
        )}
        {view.may.del && step.status !== 'deleted' && (
          <Button size="xs" variant="subtle" color="red" onClick={() => del.mutate(undefined, failed)} loading={del.isPending}>
            {t('journey.delete')}
          </Button>
        )}
      </Group>
    </Card>
  );
}
