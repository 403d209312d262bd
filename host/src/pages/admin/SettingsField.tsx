import { NumberInput, Select, Switch, TextInput } from '@mantine/core';

/** The part of a JSON Schema property the settings form renders. */
export interface FieldSchema {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  description?: string;
}

interface Props {
  name: string;
  schema: FieldSchema;
  label: string;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
}

/** One settings field by its JSON Schema: enum → Select, boolean → Switch, number → NumberInput, string → TextInput. */
export function SettingsField({ name, schema, label, value, error, onChange }: Props) {
  if (schema.enum) {
    const data = schema.enum.map(String);
    return (
      <Select
        name={name}
        label={label}
        data={data}
        value={value === undefined ? null : String(value)}
        onChange={(v) => onChange(v === null ? '' : schema.enum!.find((e) => String(e) === v))}
        error={error}
        allowDeselect={false}
      />
    );
  }
  if (schema.type === 'boolean') {
    return <Switch name={name} label={label} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} error={error} />;
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    // No clamping: a value out of range is sent as typed and the server's message shows under the field.
    return (
      <NumberInput
        name={name}
        label={label}
        value={typeof value === 'number' ? value : ''}
        onChange={(v) => onChange(v)}
        min={schema.minimum}
        max={schema.maximum}
        allowDecimal={schema.type === 'number'}
        clampBehavior="none"
        error={error}
      />
    );
  }
  if (schema.type !== 'string') return null; // nested objects and arrays have no field; their value is sent back as it came
  return (
    <TextInput
      name={name}
      label={label}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.currentTarget.value)}
      maxLength={schema.maxLength}
      error={error}
    />
  );
}
