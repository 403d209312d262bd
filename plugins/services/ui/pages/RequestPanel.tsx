import { useState } from 'react';
import { Badge, Button, Divider, Group, Loader, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Slot, useApi, useFormat, useRuleText, useSlot, useT } from '@atrium/sdk/ui';
import { REQUEST_COMMENTS } from '../../shared/constants.js';
import { servicesRoutes } from '../../shared/routes.js';
import type { PassStepInput } from '../../shared/schemas.js';
import type { RequestView } from '../../shared/types.js';
import { useServicesMutation } from '../api.js';
import { StepValues } from '../components/StepValues.js';

/**
 * One request: its steps as a timeline with each decision, the waiting step's accept / decline for its performer,
 * and the request's comments (the wall's, for its initiator, performers and managers).
 */
export function RequestPanel({ id }: { id: string }) {
  const t = useT();
  const comments = useSlot('wall.parentComments').length > 0;
  const api = useApi();
  const format = useFormat();
  const request = useQuery({
    queryKey: ['services', 'request', id],
    queryFn: () => api.call(servicesRoutes.request, { params: { id } }).then((r) => r.result),
  });
  if (!request.data) return <Loader size="sm" />;
  const r = request.data;
  return (
    <Stack gap="sm" component="section" aria-label={t('request.title')}>
      <Group gap="xs">
        <Title order={2} size="h3">
          {t('request.title')}
        </Title>
        <Badge color={r.result === 'succeeded' ? 'green' : r.result === 'rejected' ? 'red' : 'blue'} variant="light">
          {t(`request.result.${r.result ?? 'running'}`)}
        </Badge>
      </Group>
      <Timeline active={r.current - 1} bulletSize={20} lineWidth={2}>
        {r.steps.map((s) => (
          <Timeline.Item key={s._id} title={s.name} color={s.decision === 'declined' ? 'red' : undefined}>
            <Text size="sm">{t(`request.decision.${s.decision ?? 'waiting'}`)}</Text>
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
          </Timeline.Item>
        ))}
      </Timeline>
      {r.mayPass && <Decision request={r} />}
      {comments && (
        <Stack gap="xs">
          <Divider label={t('request.comments')} labelPosition="left" />
          <Slot name="wall.parentComments" props={{ parentType: REQUEST_COMMENTS, parentId: r._id }} />
        </Stack>
      )}
    </Stack>
  );
}

/** Accept, or decline with a reason: the rule's text shows at the reason, and what was typed stays. */
function Decision({ request }: { request: RequestView }) {
  const t = useT();
  const text = useRuleText();
  const [reason, setReason] = useState('');
  const pass = useServicesMutation((api, body: PassStepInput) =>
    api.call(servicesRoutes.passStep, { params: { id: request._id }, body }, { quiet: true }),
  );
  return (
    <Stack gap="xs" maw={520}>
      <Textarea
        label={t('request.reason')}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={2000}
        error={pass.error ? text(pass.error) : undefined}
      />
      <Group>
        <Button loading={pass.isPending} onClick={() => pass.mutate({ action: 'accept' })}>
          {t('request.accept')}
        </Button>
        <Button
          color="red"
          variant="light"
          loading={pass.isPending}
          onClick={() => pass.mutate({ action: 'decline', reason: reason.trim() || undefined })}
        >
          {t('request.decline')}
        </Button>
      </Group>
    </Stack>
  );
}
