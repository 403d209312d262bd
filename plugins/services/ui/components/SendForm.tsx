import { Button, Stack, Text } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import { refusedFields, useSchemaForm } from '@atrium/sdk/ui/form';
import { useMemo } from 'react';
import { z } from 'zod';
import { formValuesSchema } from '../../shared/form-values.js';
import { servicesRoutes } from '../../shared/routes.js';
import type { ServiceView } from '../../shared/types.js';
import { useServicesMutation } from '../api.js';
import { FieldInput } from './FieldInput.js';

/** What a cleared input leaves is no value: optional fields left empty are not sent. */
const filled = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== '' && v !== null && v !== undefined && !(Array.isArray(v) && !v.length)),
  );

/**
 * Filing a request: the first step's form (checked by the schema the server checks; the server's 400 details show
 * at their fields), then "Send a request".
 */
export function SendForm({ service, onSent }: { service: ServiceView; onSent: (requestId: string) => void }) {
  const t = useT();
  const fields = useMemo(() => service.steps[0]?.form?.fields ?? [], [service]);
  const schema = useMemo(() => z.object({ values: formValuesSchema(fields.map((f) => ({ ...f, id: f._id }))) }), [fields]);
  const form = useSchemaForm(schema, { values: {} as Record<string, unknown> }, (v) => ({ values: filled(v.values) }));
  const send = useServicesMutation((api, values: Record<string, unknown>) =>
    api.call(servicesRoutes.send, { body: { service: service._id, values } }, { quiet: true }),
  );
  const submit = form.submit(async (body) => onSent((await send.mutateAsync(body.values)).result._id));
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        {service.steps[0]?.form && <Text fw={500}>{service.steps[0].form.name}</Text>}
        {fields.map((f) => (
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
