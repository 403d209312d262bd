import type { ReactNode } from 'react';
import { Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { PeoplePicker, useT } from '@atrium/sdk/ui';
import type { SchemaForm } from '@atrium/sdk/ui/form';
import { MAX_PERFORMERS, PERFORMER_KINDS, type PerformerKind } from '../../shared/constants.js';

/** Any schema form holding a step at a path: the service editor's, a route drawn by hand, one step of a request. */
export type StepForm = Pick<SchemaForm<Record<string, unknown>, unknown>, 'getInputProps' | 'setFieldValue' | 'errors'>;

/** What every step has, wherever it is edited. */
export interface StepHead {
  name: string;
  performers: { kind: PerformerKind; userIds: string[] };
  review: boolean;
}

/**
 * A step's name, who performs it and its review flag, at `at` of the form ('' for a form of one step). `lead` and
 * `trail` sit beside the name (a drag handle, a remove button); `flags` beside the review flag.
 */
export function StepFields({
  form,
  at,
  step,
  lead,
  trail,
  flags,
}: {
  form: StepForm;
  at: string;
  step: StepHead;
  lead?: ReactNode;
  trail?: ReactNode;
  flags?: ReactNode;
}) {
  const t = useT();
  const path = (key: string) => (at ? `${at}.${key}` : key);
  return (
    <Stack gap="xs">
      <Group align="flex-start" wrap="wrap" gap="xs">
        {lead}
        <TextInput label={t('editor.stepName')} {...form.getInputProps(path('name'))} style={{ flex: '1 1 200px' }} />
        <Select
          label={t('editor.performers')}
          data={PERFORMER_KINDS.map((kind) => ({ value: kind, label: t(`editor.kind.${kind}`) }))}
          {...form.getInputProps(path('performers.kind'))}
          allowDeselect={false}
          style={{ flex: '1 1 200px' }}
        />
        {trail}
      </Group>
      {step.performers.kind === 'employees' && (
        <PeoplePicker
          label={t('editor.employees')}
          max={MAX_PERFORMERS}
          value={step.performers.userIds}
          onChange={(ids) => form.setFieldValue(path('performers.userIds'), ids as never)}
          error={form.errors[path('performers.userIds')] as string | undefined}
        />
      )}
      <Group gap="lg">
        <Checkbox label={t('editor.review')} {...form.getInputProps(path('review'), { type: 'checkbox' })} />
        {flags}
      </Group>
    </Stack>
  );
}
