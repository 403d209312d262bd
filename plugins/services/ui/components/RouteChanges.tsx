import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useRuleText, useT } from '@atrium/sdk/ui';
import { refusedFields, useSchemaForm } from '@atrium/sdk/ui/form';
import { servicesRoutes } from '../../shared/routes.js';
import { RequestStepInput, RequestStepUpdate } from '../../shared/schemas.js';
import type { RequestStepView } from '../../shared/types.js';
import { useServicesMutation } from '../api.js';
import { StepFields, type StepForm, type StepHead } from '../editor/StepFields.js';
import { stepBody } from './step-body.js';

type Draft = StepHead & Record<string, unknown>;

/** A step's performers as resolved when it was drawn: shown as the employees they are. */
const draftOf = (step: RequestStepView | undefined): Draft =>
  step
    ? { name: step.name, performers: { kind: 'employees', userIds: step.performerIds }, review: step.review }
    : { name: '', performers: { kind: 'initiator', userIds: [] }, review: false };

/**
 * A step of a request or template not reached yet, changed (`PUT api/bp/{bp}/step`), or a new one added at the end
 * (`POST`); checked by the schema the server checks, its refusals at their fields and any other as its rule's text.
 */
function StepDraftForm({ requestId, step, onDone }: { requestId: string; step?: RequestStepView; onDone: () => void }) {
  const t = useT();
  const text = useRuleText();
  const form = useSchemaForm<Draft, RequestStepInput | RequestStepUpdate>(
    step ? RequestStepUpdate : RequestStepInput,
    draftOf(step),
    (v) => (step ? { _id: step._id, ...stepBody(v) } : stepBody(v)),
  );
  const save = useServicesMutation((api, body: RequestStepInput | RequestStepUpdate) =>
    step
      ? api.call(servicesRoutes.updateStep, { params: { bp: requestId }, body: body as RequestStepUpdate }, { quiet: true })
      : api.call(servicesRoutes.addStep, { params: { bp: requestId }, body }, { quiet: true }),
  );
  const submit = form.submit(async (body) => {
    await save.mutateAsync(body);
    onDone();
  });
  return (
    <Paper withBorder p="sm" mt="xs">
      <form onSubmit={submit} noValidate aria-label={step ? t('route.change', { name: step.name }) : t('editor.addStep')}>
        <Stack gap="xs">
          <StepFields form={form as unknown as StepForm} at="" step={form.getValues()} />
          {save.error && !refusedFields(save.error) && (
            <Text c="red" size="sm" role="alert">
              {text(save.error)}
            </Text>
          )}
          <Group gap="xs">
            <Button type="submit" size="xs" loading={save.isPending}>
              {t('editor.save')}
            </Button>
            <Button size="xs" variant="subtle" onClick={onDone}>
              {t('editor.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Change or remove one step not reached yet (`DELETE api/bp/{bp}/step/{stepId}`: a template keeps one). */
export function OpenStep({ requestId, step }: { requestId: string; step: RequestStepView }) {
  const t = useT();
  const text = useRuleText();
  const [changing, setChanging] = useState(false);
  const remove = useServicesMutation((api) =>
    api.call(servicesRoutes.removeStep, { params: { bp: requestId, stepId: step._id } }, { quiet: true }),
  );
  if (changing) return <StepDraftForm requestId={requestId} step={step} onDone={() => setChanging(false)} />;
  return (
    <Stack gap={4} mt={4}>
      <Group gap="xs">
        <Button size="compact-xs" variant="default" onClick={() => setChanging(true)} aria-label={t('route.change', { name: step.name })}>
          {t('route.changeShort')}
        </Button>
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          loading={remove.isPending}
          onClick={() => remove.mutate(undefined)}
          aria-label={t('editor.removeStep', { name: step.name })}
        >
          {t('route.remove')}
        </Button>
      </Group>
      {remove.error && (
        <Text c="red" size="sm" role="alert">
          {text(remove.error)}
        </Text>
      )}
    </Stack>
  );
}

/** A step added at the end of a request or template (at most 5: the button goes at the limit). */
export function AddStep({ requestId }: { requestId: string }) {
  const t = useT();
  const [adding, setAdding] = useState(false);
  if (adding) return <StepDraftForm requestId={requestId} onDone={() => setAdding(false)} />;
  return (
    <div>
      <Button variant="default" size="xs" onClick={() => setAdding(true)}>
        {t('editor.addStep')}
      </Button>
    </div>
  );
}
