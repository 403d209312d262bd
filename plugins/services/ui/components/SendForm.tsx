import { Button, Stack, Text } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import { refusedFields } from '@atrium/sdk/ui/form';
import { servicesRoutes } from '../../shared/routes.js';
import type { ServiceView } from '../../shared/types.js';
import { useServicesMutation } from '../api.js';
import { FieldInput } from './FieldInput.js';
import { useValuesForm } from './values-form.js';

const NO_FIELDS: never[] = [];

/**
 * Filing a request: the first step's form (checked by the schema the server checks; the server's 400 details show
 * at their fields), then "Send a request".
 */
export function SendForm({ service, onSent }: { service: ServiceView; onSent: (requestId: string) => void }) {
  const t = useT();
  const form = useValuesForm(service.steps[0]?.form?.fields ?? NO_FIELDS);
  const send = useServicesMutation((api, values: Record<string, unknown>) =>
    api.call(servicesRoutes.send, { body: { service: service._id, values } }, { quiet: true }),
  );
  const submit = form.submit(async (body) => onSent((await send.mutateAsync(body.values)).result._id));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {service.steps[0]?.form && <Text fw={500}>{service.steps[0].form.name}</Text>}
        {service.steps[0]?.form?.fields.map((f) => (
          <FieldInput key={f._id} field={f} form={form} />
        ))}
        {send.error && !refusedFields(send.error) && (
          <Text c="red" size="sm" role="alert">
            {send.error.message}
          </Text>
        )}
        <div>
          <Button type="submit" loading={send.isPending}>
            {t('service.send')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
