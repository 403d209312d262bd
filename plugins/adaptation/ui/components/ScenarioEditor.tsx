import { useState } from 'react';
import { ActionIcon, Badge, Button, Card, Checkbox, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { SortableList, useRuleText, useShell, useT } from '@atrium/sdk/ui';
import { useSchemaForm } from '@atrium/sdk/ui/form';
import { adaptationRoutes as routes } from '../../shared/routes.js';
import type { z } from 'zod';
import { StageInput, StepInput } from '../../shared/schemas.js';
import type { StageView, TrackView } from '../../shared/types.js';
import { useAdaptationMutation } from '../api.js';
import { Scenarios } from './Scenarios.js';
import { StageEditor } from './StageEditor.js';
import { StepEditor } from './StepEditor.js';

/** One scenario's chain of stages and each stage's steps, ordered by dragging; stages and steps are added, edited and deleted here. */
export function ScenarioEditor({ track }: { track: TrackView }) {
  const t = useT();
  const shell = useShell();
  const text = useRuleText();
  const [chosen, setChosen] = useState<string | null>(null);
  // A scenario deleted or not chosen yet: the first one.
  const scenario = track.scenarios.find((s) => s._id === chosen) ?? track.scenarios[0]!;
  const stages = scenario.stages.flatMap((id) => track.stages.find((s) => s._id === id) ?? []);
  const failed = { onError: (e: Error) => shell.toast({ message: text(e), color: 'red' }) };
  // A refused new order is told and thrown on, so the list puts its rows back.
  const refused = (e: Error) => {
    failed.onError(e);
    throw e;
  };
  const orderStages = useAdaptationMutation((api, ids: string[]) =>
    api.call(
      routes.update,
      { params: { id: track._id }, body: { scenarios: track.scenarios.map((s) => (s._id === scenario._id ? { ...s, stages: ids } : s)) } },
      { quiet: true },
    ),
  );
  const orderSteps = useAdaptationMutation((api, { stage, steps }: { stage: string; steps: string[] }) =>
    api.call(routes.stageSteps, { params: { track: track._id, scenario: scenario._id, stage }, body: { steps } }, { quiet: true }),
  );
  const removeStage = useAdaptationMutation((api, stage: string) =>
    api.call(routes.removeStage, { params: { track: track._id }, query: { stage } }, { quiet: true }),
  );
  const removeStep = useAdaptationMutation((api, step: string) =>
    api.call(routes.removeStep, { params: { track: track._id }, query: { step } }, { quiet: true }),
  );
  return (
    <Stack>
      <Scenarios track={track} scenario={scenario} onChoose={setChosen} />
      {!stages.length && <Text c="dimmed">{t('scenario.empty')}</Text>}
      <SortableList
        items={stages}
        titleOf={(stage) => stage.name}
        onOrder={(order) => orderStages.mutateAsync(order.map((s) => s._id)).catch(refused)}
        render={(stage: StageView, handle) => (
          <Card withBorder padding="sm" mb="xs">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap">
                {handle}
                <Title order={2} size="h4" style={{ wordBreak: 'break-word' }}>
                  {stage.name}
                </Title>
                {stage.reward && (
                  <Badge size="xs" variant="light">
                    {t('step.reward')}
                  </Badge>
                )}
              </Group>
              <Group gap={4} wrap="nowrap">
                <StageEditor track={track._id} stage={stage} />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('scenario.deleteStage', { name: stage.name })}
                  onClick={() => removeStage.mutate(stage._id, failed)}
                >
                  ✕
                </ActionIcon>
              </Group>
            </Group>
            <SortableList
              items={stage.steps}
              titleOf={(step) => step.name}
              onOrder={(order) => orderSteps.mutateAsync({ stage: stage._id, steps: order.map((s) => s._id) }).catch(refused)}
              render={(step, handle) => (
                <Group justify="space-between" wrap="nowrap" py={4}>
                  {handle}
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" fw={500} style={{ wordBreak: 'break-word' }}>
                      {step.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('step.day', { n: step.delay })}
                      {step.reward && (
                        <Badge ml="xs" size="xs" variant="light">
                          {t('step.reward')}
                        </Badge>
                      )}
                    </Text>
                  </div>
                  <StepEditor track={track._id} step={step} />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('scenario.deleteStep', { name: step.name })}
                    onClick={() => removeStep.mutate(step._id, failed)}
                  >
                    ✕
                  </ActionIcon>
                </Group>
              )}
            />
            <NewStep track={track._id} stage={stage._id} />
          </Card>
        )}
      />
      <NewStage key={scenario._id} track={track._id} scenario={scenario._id} />
    </Stack>
  );
}

/** A new stage at the end of the scenario shown. */
function NewStage({ track, scenario }: { track: string; scenario: string }) {
  const t = useT();
  const form = useSchemaForm(StageInput, { name: '', reward: false, scenario });
  const add = useAdaptationMutation((api, body: z.input<typeof StageInput>) =>
    api.call(routes.addStage, { params: { track }, body }, { quiet: true }),
  );
  return (
    <form noValidate onSubmit={form.submit(async (body) => (await add.mutateAsync(body), form.reset()))}>
      <Group align="end">
        <TextInput label={t('scenario.stageName')} {...form.getInputProps('name')} />
        <Checkbox label={t('scenario.stageReward')} {...form.getInputProps('reward', { type: 'checkbox' })} />
        <Button type="submit" variant="default" loading={add.isPending}>
          {t('scenario.addStage')}
        </Button>
      </Group>
    </form>
  );
}

/** A step at the end of the stage: its name, its day after the start, whether it pays the shop's reward. */
function NewStep({ track, stage }: { track: string; stage: string }) {
  const t = useT();
  const form = useSchemaForm(StepInput, { stage, name: '', delay: 0, reward: false });
  const add = useAdaptationMutation((api, body: z.input<typeof StepInput>) =>
    api.call(routes.addStep, { params: { track }, body }, { quiet: true }),
  );
  return (
    <form noValidate onSubmit={form.submit(async (body) => (await add.mutateAsync(body), form.reset()))}>
      <Group align="end" mt="xs">
        <TextInput label={t('scenario.stepName')} {...form.getInputProps('name')} />
        <NumberInput label={t('scenario.delay')} min={0} max={365} w={120} {...form.getInputProps('delay')} />
        <Checkbox label={t('step.reward')} {...form.getInputProps('reward', { type: 'checkbox' })} />
        <Button type="submit" variant="default" loading={add.isPending}>
          {t('scenario.addStep')}
        </Button>
      </Group>
    </form>
  );
}
