import { ActionIcon, Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi, useRuleText, useT } from '@atrium/sdk/ui';
import { servicesRoutes } from '../../shared/routes.js';
import { useServicesMutation } from '../api.js';

/**
 * The caller's templates of a service (routes kept from earlier requests or drawn by hand): each starts a request on a
 * copy of its steps, opens to change its steps, or is deleted. A refusal (a template of one step: "at least 2 steps to start") shows as the rule's text.
 */
export function Templates({ serviceId, onOpen }: { serviceId: string; onOpen: (requestId: string) => void }) {
  const t = useT();
  const text = useRuleText();
  const api = useApi();
  const templates = useQuery({
    queryKey: ['services', 'templates', serviceId],
    queryFn: () => api.call(servicesRoutes.templates, { params: { id: serviceId } }).then((r) => r.result),
  });
  const start = useServicesMutation((a, template: string) => a.call(servicesRoutes.startRequest, { body: { template } }, { quiet: true }));
  const remove = useServicesMutation((a, id: string) => a.call(servicesRoutes.removeRequest, { params: { id } }));
  if (!templates.data?.length) return null;
  return (
    <Stack gap="xs" component="section" aria-label={t('templates.title')}>
      <Title order={2} size="h3">
        {t('templates.title')}
      </Title>
      {start.error && (
        <Alert color="red" role="alert">
          {text(start.error)}
        </Alert>
      )}
      {templates.data.map((tpl) => (
        <Group key={tpl._id} justify="space-between" wrap="wrap" gap="xs">
          <Text style={{ wordBreak: 'break-word' }}>
            {tpl.name} · {t('service.stepCount', { count: tpl.steps.length })}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              loading={start.isPending && start.variables === tpl._id}
              onClick={() => start.mutate(tpl._id, { onSuccess: (r) => onOpen(r.result._id) })}
            >
              {t('templates.start')}
            </Button>
            <Button size="xs" variant="default" onClick={() => onOpen(tpl._id)} aria-label={t('templates.open', { name: tpl.name })}>
              {t('templates.openShort')}
            </Button>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('templates.remove', { name: tpl.name })}
              loading={remove.isPending && remove.variables === tpl._id}
              onClick={() => remove.mutate(tpl._id)}
            >
              ×
            </ActionIcon>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
