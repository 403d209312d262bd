import { useSchemaForm } from '@atrium/sdk/ui/form';
import { useMemo } from 'react';
import { z } from 'zod';
import { formValuesSchema } from '../../shared/form-values.js';
import type { FormFieldView } from '../../shared/types.js';

/** What a cleared input leaves is no value: optional fields left empty are not sent. */
const filled = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== '' && v !== null && v !== undefined && !(Array.isArray(v) && !v.length)),
  );

/**
 * A step form's values (the initiator's when filing, a performer's when accepting), checked by the schema the
 * server checks, so its rules and the server's 400 details show at `values.<field id>`.
 */
export function useValuesForm(fields: FormFieldView[]) {
  const schema = useMemo(() => z.object({ values: formValuesSchema(fields.map((f) => ({ ...f, id: f._id }))) }), [fields]);
  return useSchemaForm(schema, { values: {} as Record<string, unknown> }, (v) => ({ values: filled(v.values) }));
}
