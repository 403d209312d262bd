import { useRef, useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRuleText, useT } from '@atrium/sdk/ui';
import { refusedFields, useSchemaForm } from '@atrium/sdk/ui/form';
import { MAX_STEPS } from '../../shared/constants.js';
import { servicesRoutes } from '../../shared/routes.js';
import { RequestInput } from '../../shared/schemas.js';
import { useServicesMutation } from '../api.js';
import { StepsEditor } from '../editor/StepsEditor.js';
import { newStep, type StepDraft } from '../editor/values.js';
import { stepBody } from './step-body.js';

interface RouteDraft extends Record<string, unknown> {
  name: string;
  steps: StepDraft[];
}

/**
 * A request of the service on steps the initiator draws (`POST api/bp`): started at once (2 steps at least), or kept
 * as their template. Checked by the schema the server checks; its refusals show at their fields.
 */
export function DrawRoute({ serviceId, onStarted }: { serviceId: string; onStarted: (requestId: string) => void }) {
  const t = useT();
  const text = useRuleText();
  const [open, setOpen] = useState(false);
  const [kept, setKept] = useState(false);
  // Which button sent the form: the body (and so the check) differs, a template needing one step only.
  const template = useRef(false);
  const form = useSchemaForm<RouteDraft, RequestInput>(RequestInput, { name: '', steps: [newStep(), newStep()] }, (v) => ({
    service: serviceId,
    ...(v.name.trim() ? { name: v.name.trim() } : {}),
    steps: v.steps.map(stepBody),
    template: template.current,
  }));
  const send = useServicesMutation((api, body: RequestInput) => api.call(servicesRoutes.createRequest, { body }, { quiet: true }));
  const submit = form.submit(async (body) => {
    const { result } = await send.mutateAsync(body);
    if (!body.template) return onStarted(result._id);
    form.reset();
    setOpen(false);
    setKept(true);
  });
  if (!open)
    return (
      <Group gap="xs">
        <Button variant="default" onClick={() => (setOpen(true), setKept(false))}>
          {t('route.draw')}
        </Button>
        {kept && (
          <Text size="sm" c="dimmed" role="status">
            {t('route.kept')}
          </Text>
        )}
      </Group>
    );
  return (
    <Paper withBorder p="md" component="section" aria-label={t('route.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('route.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('route.hint')}
          </Text>
          <TextInput label={t('route.name')} description={t('route.nameHint')} {...form.getInputProps('name')} />
          <StepsEditor form={form} max={MAX_STEPS} />
          {send.error && !refusedFields(send.error) && (
            <Text c="red" size="sm" role="alert">
              {text(send.error)}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={send.isPending && !template.current} onClick={() => (template.current = false)}>
              {t('route.start')}
            </Button>
            <Button type="submit" variant="light" loading={send.isPending && template.current} onClick={() => (template.current = true)}>
              {t('route.keep')}
            </Button>
            <Button variant="subtle" onClick={() => setOpen(false)}>
              {t('editor.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
