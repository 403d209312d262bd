import { Button, Checkbox, FileButton, Group, NumberInput, Select, Text, Textarea, TextInput } from '@mantine/core';
import { DepartmentPicker, PeoplePicker, useT, useUploads } from '@atrium/sdk/ui';
import type { SchemaForm } from '@atrium/sdk/ui/form';
import { useState } from 'react';
import type { FormFieldView } from '../../shared/types.js';

type Form = SchemaForm<{ values: Record<string, unknown> }, { values: Record<string, unknown> }>;

/** One field of a step's form, by its type (the 13 of spec features §3), bound at `values.<field id>`. */
export function FieldInput({ field, form }: { field: FormFieldView; form: Form }) {
  const t = useT();
  const path = `values.${field._id}`;
  const props = form.getInputProps(path);
  // An asterisk, not the native `required`: the browser would stop the submit before the schema's text shows.
  const common = { label: field.name, withAsterisk: field.required, error: props.error as string | undefined };
  const value = form.getValues().values[field._id];
  const set = (v: unknown) => form.setFieldValue(path, v as never);
  switch (field.type) {
    case 'string':
    case 'phone':
    case 'email':
      return <TextInput {...common} {...props} type={field.type === 'string' ? 'text' : field.type === 'phone' ? 'tel' : 'email'} />;
    case 'text':
      return <Textarea {...common} {...props} autosize minRows={2} />;
    case 'number':
      return <NumberInput {...common} {...props} onChange={(v) => set(v === '' ? undefined : Number(v))} />;
    case 'date':
      return <TextInput {...common} {...props} type="date" />;
    case 'period':
      return (
        <Group grow align="flex-start">
          <TextInput
            {...form.getInputProps(`${path}.from`)}
            type="date"
            label={`${field.name}: ${t('form.from')}`}
            withAsterisk={field.required}
          />
          <TextInput {...form.getInputProps(`${path}.to`)} type="date" label={t('form.to')} withAsterisk={field.required} />
        </Group>
      );
    case 'select':
      return <Select {...common} {...props} data={field.options} clearable />;
    case 'checkbox':
      return <Checkbox label={field.name} error={common.error} {...form.getInputProps(path, { type: 'checkbox' })} />;
    case 'file':
      return <FileField label={field.name} error={common.error} onUploaded={set} />;
    case 'dept':
      return <DepartmentPicker label={field.name} error={common.error} name={path} value={(value as string) ?? null} onChange={set} />;
    case 'user':
      return (
        <PeoplePicker
          label={field.name}
          error={common.error}
          max={1}
          value={value ? [value as string] : []}
          onChange={(ids) => set(ids[0])}
        />
      );
    case 'users':
      return <PeoplePicker label={field.name} error={common.error} value={(value as string[]) ?? []} onChange={set} />;
  }
}

/** A file field: the file is uploaded when chosen, and the field holds its id. */
function FileField({ label, error, onUploaded }: { label: string; error?: string; onUploaded: (id: string) => void }) {
  const t = useT();
  const uploads = useUploads({ purpose: 'any' });
  const [name, setName] = useState<string | null>(null);
  const choose = async (file: File | null) => {
    if (!file) return;
    const [stored] = await uploads.upload([file]);
    if (!stored) return;
    setName(stored.name);
    onUploaded(stored._id);
  };
  return (
    <div>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="xs">
        <FileButton onChange={choose}>
          {(p) => (
            <Button {...p} variant="default" size="xs" loading={uploads.progress !== null && uploads.progress < 100}>
              {t('form.chooseFile')}
            </Button>
          )}
        </FileButton>
        {name && <Text size="sm">{name}</Text>}
      </Group>
      {(error || uploads.error) && (
        <Text size="xs" c="red">
          {error ?? uploads.error}
        </Text>
      )}
    </div>
  );
}
