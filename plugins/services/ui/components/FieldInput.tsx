import { Checkbox, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { DateField, DepartmentPicker, FilesField, PeoplePicker, type PickedFile } from '@atrium/sdk/ui';
import type { SchemaForm } from '@atrium/sdk/ui/form';
import { useState } from 'react';
import type { FormFieldView } from '../../shared/types.js';
import { PeriodField } from './PeriodField.js';

type Form = SchemaForm<{ values: Record<string, unknown> }, { values: Record<string, unknown> }>;

/** One field of a step's form, by its type (the 13 of spec features §3), bound at `values.<field id>`. */
export function FieldInput({ field, form }: { field: FormFieldView; form: Form }) {
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
      return (
        <DateField
          label={field.name}
          withAsterisk={field.required}
          error={common.error}
          value={(value as string) ?? null}
          onChange={(day) => set(day || null)}
          clearable
        />
      );
    case 'period': {
      // The schema's refusals of a period may name its end or start.
      const error =
        common.error ?? (form.errors[`${path}.to`] as string | undefined) ?? (form.errors[`${path}.from`] as string | undefined);
      return (
        <PeriodField
          label={field.name}
          required={field.required}
          error={error}
          value={(value as { from?: string; to?: string }) ?? null}
          onChange={set}
        />
      );
    }
    case 'select':
      return <Select {...common} {...props} data={field.options} clearable />;
    case 'checkbox':
      return <Checkbox label={field.name} error={common.error} {...form.getInputProps(path, { type: 'checkbox' })} />;
    case 'file':
      return <FileValue field={field} error={common.error} onChange={set} />;
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

/** A file field: the file is uploaded when chosen and the field holds its id; its name stays shown. */
function FileValue({ field, error, onChange }: { field: FormFieldView; error?: string; onChange: (id: string | undefined) => void }) {
  const [files, setFiles] = useState<PickedFile[]>([]);
  const pick = (picked: PickedFile[]) => {
    setFiles(picked);
    onChange(picked[0]?._id);
  };
  return <FilesField label={field.name} required={field.required} error={error} value={files} onChange={pick} single />;
}
