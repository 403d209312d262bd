import { Text } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import type { RequestStepView } from '../../shared/types.js';

/** A value as read: a period as "from – to", a checkbox as yes / no, several employees or ids joined. */
function shown(value: unknown, yes: string, no: string): string {
  if (typeof value === 'boolean') return value ? yes : no;
  if (Array.isArray(value)) return value.join(', ');
  if (value && typeof value === 'object') {
    const p = value as { from?: string; to?: string };
    return `${p.from ?? ''} – ${p.to ?? ''}`;
  }
  return String(value);
}

/** The values a step's form was filled with, field by field. */
export function StepValues({ step }: { step: RequestStepView }) {
  const t = useT();
  if (!step.form || !step.values) return null;
  const values = step.values;
  return step.form.fields
    .filter((f) => values[f._id] !== undefined && values[f._id] !== null)
    .map((f) => (
      <Text key={f._id} size="sm" style={{ wordBreak: 'break-word' }}>
        {f.name}: {shown(values[f._id], t('form.yes'), t('form.no'))}
      </Text>
    ));
}
