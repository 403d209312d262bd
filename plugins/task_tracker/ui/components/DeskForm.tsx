import { Button, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import { useSchemaForm } from '@atrium/sdk/ui/form';
import { STATUSES, type Status } from '../../shared/constants.js';
import { DeskInput } from '../../shared/schemas.js';
import { Colour } from './Colour.js';

/** The desk's own fields as the form edits them (people and lanes are edited elsewhere). */
export interface DeskFields {
  name: string;
  description: string;
  status: Status;
  background: string | null;
}

/** A desk's name, description, status (open, active, closed, hidden) and background, checked by the server's schema first. */
export default function DeskForm({
  initial,
  submit,
  onSubmit,
  pending,
}: {
  initial: DeskFields;
  submit: string;
  onSubmit: (v: DeskFields) => Promise<unknown>;
  pending: boolean;
}) {
  const t = useT();
  const form = useSchemaForm(
    DeskInput,
    { name: initial.name, description: initial.description, status: initial.status, background: initial.background ?? '' },
    (v): DeskFields => ({ ...v, background: v.background || null }),
  );
  return (
    <form onSubmit={form.submit(onSubmit)}>
      <Stack>
        <TextInput label={t('desk.name')} {...form.getInputProps('name')} required data-autofocus />
        <Textarea label={t('desk.description')} {...form.getInputProps('description')} />
        <Select
          label={t('desk.status')}
          {...form.getInputProps('status')}
          data={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          allowDeselect={false}
        />
        <Colour label={t('desk.background')} {...form.valueProps('background')} />
        <Button type="submit" loading={pending} disabled={!form.values.name.trim()}>
          {submit}
        </Button>
      </Stack>
    </form>
  );
}
