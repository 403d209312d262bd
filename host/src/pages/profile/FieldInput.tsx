import { NumberInput, Select, Text, Textarea, TextInput, PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from './fields.js';
import { DateField, DepartmentPicker, useFormat } from '@atrium/sdk/ui';
import { PersonPicker } from '../shared/ui.js';

interface Props {
  def: FieldDef;
  value: unknown;
  error?: string;
  onChange(v: unknown): void;
  readOnly?: boolean;
  /** Shown in read-only mode for references (department and person names). */
  display?: string | null;
}

/** One profile field: an input while editing, its value as text otherwise. */
export function FieldInput(p: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const label = t(`profile.fields.${p.def.name}`);
  const optionLabel = (v: string) => (p.def.raw ? v.toUpperCase() : t(`profile.values.${p.def.name}.${v}`));
  if (p.readOnly) {
    const v = p.value;
    const shown =
      p.display ??
      (v === null || v === undefined || v === ''
        ? '—'
        : p.def.kind === 'select'
          ? optionLabel(String(v))
          : p.def.kind === 'date'
            ? format.day(String(v))
            : String(v));
    return (
      <div>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-field={p.def.name}>
          {shown}
        </Text>
      </div>
    );
  }
  const common = { label, error: p.error, required: p.def.required, name: p.def.name };
  switch (p.def.kind) {
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          maxLength={p.def.max}
          value={(p.value as string) ?? ''}
          onChange={(e) => p.onChange(e.currentTarget.value)}
        />
      );
    case 'date':
      return (
        <DateField {...common} clearable={!p.def.required} value={(p.value as string) || null} onChange={(v) => p.onChange(v ?? '')} />
      );
    case 'number':
      return (
        <NumberInput {...common} min={0} value={(p.value as number | null) ?? ''} onChange={(v) => p.onChange(v === '' ? '' : Number(v))} />
      );
    case 'select':
      return (
        <Select
          {...common}
          clearable={!p.def.required}
          data={(p.def.options ?? []).map((v) => ({ value: v, label: optionLabel(v) }))}
          value={(p.value as string) ?? null}
          onChange={(v) => p.onChange(v ?? '')}
        />
      );
    case 'department':
      return (
        <DepartmentPicker
          label={label}
          name={p.def.name}
          value={(p.value as string) || null}
          onChange={(v) => p.onChange(v ?? '')}
          error={p.error}
        />
      );
    case 'person':
      return <PersonPicker label={label} value={(p.value as string) ?? null} onChange={(v) => p.onChange(v ?? '')} error={p.error} />;
    case 'password':
      return (
        <PasswordInput
          {...common}
          autoComplete="new-password"
          value={(p.value as string) ?? ''}
          onChange={(e) => p.onChange(e.currentTarget.value)}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          maxLength={p.def.max}
          value={(p.value as string) ?? ''}
          onChange={(e) => p.onChange(e.currentTarget.value)}
        />
      );
  }
}
