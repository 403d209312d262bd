import { useState } from 'react';
import { Badge, Button, Divider, Group, Loader, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Slot, useApi, useFormat, useMe, useRuleText, useSlot, useT } from '@atrium/sdk/ui';
import { refusedFields } from '@atrium/sdk/ui/form';
import { MAX_STEPS, REQUEST_COMMENTS } from '../../shared/constants.js';
import { servicesRoutes } from '../../shared/routes.js';
import type { PassStepInput } from '../../shared/schemas.js';
import type { RequestView } from '../../shared/types.js';
import { useServicesMutation } from '../api.js';
import { FieldInput } from '../components/FieldInput.js';
import { AddStep, OpenStep } from '../components/RouteChanges.js';
import { StepValues } from '../components/StepValues.js';
import { useValuesForm } from '../components/values-form.js';

/**
 * One request or template: its steps as a timeline with each decision, the waiting step's accept / decline for its
 * performer, the steps not reached yet changed by its initiator or a manager (`manage`), and the request's comments
 * (the wall's, for its initiator, performers and managers).
 */
export function RequestPanel({ id, manage }: { id: string; manage: boolean }) {
  const t = useT();
  const comments = useSlot('wall.parentComments').length > 0;
  const api = useApi();
  const format = useFormat();
  const me = useMe()?.user._id;
  const request = useQuery({
    queryKey: ['services', 'request', id],
    queryFn: () => api.call(servicesRoutes.request, { params: { id } }).then((r) => r.result),
  });
  if (!request.data) return <Loader size="sm" />;
  const r = request.data;
  const editable = (r.initiatorId === me || manage) && !r.result;
  // Any step of a template; of a running request, those after the waiting one.
  const open = r.template ? 0 : r.current + 1;
  return (
    <Stack gap="sm" component="section" aria-label={t('request.title')}>
      <Group gap="xs">
        <Title order={2} size="h3" style={{ wordBreak: 'break-word' }}>
          {r.template ? t('route.template', { name: r.name }) : t('request.title')}
        </Title>
        {!r.template && (
          <Badge color={r.result === 'succeeded' ? 'green' : r.result === 'rejected' ? 'red' : 'blue'} variant="light">
            {t(`request.result.${r.result ?? 'running'}`)}
          </Badge>
        )}
      </Group>
      <Timeline active={r.template ? -1 : r.current - 1} bulletSize={20} lineWidth={2}>
        {r.steps.map((s, i) => (
          <Timeline.Item key={s._id} title={s.name} color={s.decision === 'declined' ? 'red' : undefined}>
            {!r.template && <Text size="sm">{t(`request.decision.${s.decision ?? 'waiting'}`)}</Text>}
            <StepValues step={s} />
            {s.reason && (
              <Text size="sm" style={{ wordBreak: 'break-word' }}>
                {t('request.reason')}: {s.reason}
              </Text>
            )}
            {s.decidedAt && (
              <Text size="xs" c="dimmed">
                {format.dateTime(s.decidedAt)}
              </Text>
            )}
            {!s.decision && s.deadline && (
              <Text size="xs" c="dimmed">
                {t('request.deadline', { date: format.dateTime(s.deadline) })}
              </Text>
            )}
            {editable && i >= open && <OpenStep requestId={r._id} step={s} />}
          </Timeline.Item>
        ))}
      </Timeline>
      {editable && r.steps.length < MAX_STEPS && <AddStep requestId={r._id} />}
      {r.mayPass && <Decision key={`${r._id}:${r.current}`} request={r} />}
      {r.initiatorId === me && !r.template && <SaveAsTemplate id={r._id} />}
      {comments && !r.template && (
        <Stack gap="xs">
          <Divider label={t('request.comments')} labelPosition="left" />
          <Slot name="wall.parentComments" props={{ parentType: REQUEST_COMMENTS, parentId: r._id }} />
        </Stack>
      )}
    </Stack>
  );
}

/** The request's route kept as the caller's template (`POST api/bp/convert/{id}`), to start the same route again. */
function SaveAsTemplate({ id }: { id: string }) {
  const t = useT();
  const convert = useServicesMutation((api) => api.call(servicesRoutes.convert, { params: { id } }));
  return (
    <Group gap="xs">
      <Button variant="default" size="xs" loading={convert.isPending} onClick={() => convert.mutate(undefined)}>
        {t('templates.save')}
      </Button>
      {convert.isSuccess && (
        <Text size="sm" c="dimmed" role="status">
          {t('templates.saved')}
        </Text>
      )}
    </Group>
  );
}

const NO_FIELDS: never[] = [];

/**
 * Accept, or decline with a reason. Accepting a step whose form is not filled yet sends its values (checked by the
 * schema the server checks, refusals at their fields); the decline's rule shows at the reason; what was typed stays.
 */
function Decision({ request }: { request: RequestView }) {
  const t = useT();
  const text = useRuleText();
  const step = request.steps[request.current]!;
  const fields = step.values === null ? (step.form?.fields ?? NO_FIELDS) : NO_FIELDS;
  const form = useValuesForm(fields);
  const [reason, setReason] = useState('');
  const pass = useServicesMutation((api, body: PassStepInput) =>
    api.call(servicesRoutes.passStep, { params: { id: request._id }, body }, { quiet: true }),
  );
  const accept = form.submit((body) => pass.mutateAsync({ action: 'accept', ...(fields.length ? { values: body.values } : {}) }));
  const declining = pass.variables?.action === 'decline';
  return (
    <form onSubmit={accept} noValidate>
      <Stack gap="xs" maw={520}>
        {fields.length > 0 && <Text fw={500}>{step.form!.name}</Text>}
        {fields.map((f) => (
          <FieldInput key={f._id} field={f} form={form} />
        ))}
        {pass.error && !declining && !refusedFields(pass.error) && (
          <Text c="red" size="sm" role="alert">
            {text(pass.error)}
          </Text>
        )}
        <Textarea
          label={t('request.reason')}
          description={t('request.reasonHint')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={2000}
          error={pass.error && declining ? text(pass.error) : undefined}
        />
        <Group>
          <Button type="submit" loading={pass.isPending && !declining}>
            {t('request.accept')}
          </Button>
          <Button
            color="red"
            variant="light"
            loading={pass.isPending && declining}
            onClick={() => pass.mutate({ action: 'decline', reason: reason.trim() || undefined })}
          >
            {t('request.decline')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
