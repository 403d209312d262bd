import { ActionIcon, Button, Checkbox, Group, Paper, Select, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { SortableList, useT } from '@atrium/sdk/ui';
import type { SchemaForm } from '@atrium/sdk/ui/form';
import { FIELD_TYPES, MAX_FIELDS } from '../../shared/constants.js';
import { newField, type FieldDraft, type ServiceDraft } from './values.js';

type Form = SchemaForm<ServiceDraft, ServiceDraft>;

/** The fields of one step's form: named, typed, required or not, a select's options; dragged into order. */
export function FieldsEditor({ form, step }: { form: Form; step: number }) {
  const t = useT();
  const path = `steps.${step}.form.fields` as const;
  const fields = form.getValues().steps[step]!.form!.fields;
  const at = (i: number, key: keyof FieldDraft) => `${path}.${i}.${key}`;
  return (
    <Stack gap="xs">
      <SortableList
        items={fields}
        titleOf={(f) => f.name || t('editor.unnamedField')}
        onOrder={(order) => form.setFieldValue(path, order as never)}
        render={(f, handle) => {
          const i = fields.findIndex((x) => x._id === f._id);
          return (
            <Paper withBorder p="xs">
              <Group align="flex-start" wrap="wrap" gap="xs">
                {handle}
                <TextInput label={t('editor.fieldName')} {...form.getInputProps(at(i, 'name'))} style={{ flex: '1 1 160px' }} />
                <Select
                  label={t('editor.fieldType')}
                  data={FIELD_TYPES.map((type) => ({ value: type, label: t(`fields.${type}`) }))}
                  {...form.getInputProps(at(i, 'type'))}
                  allowDeselect={false}
                  style={{ flex: '1 1 140px' }}
                />
                <Checkbox label={t('editor.required')} mt={30} {...form.getInputProps(at(i, 'required'), { type: 'checkbox' })} />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  aria-label={t('editor.removeField', { name: f.name })}
                  onClick={() => form.removeListItem(path, i)}
                >
                  ×
                </ActionIcon>
              </Group>
              {f.type === 'select' && (
                <TagsInput label={t('editor.options')} description={t('editor.optionsHint')} {...form.getInputProps(at(i, 'options'))} />
              )}
            </Paper>
          );
        }}
      />
      {fields.length < MAX_FIELDS && (
        <div>
          <Button variant="default" size="xs" onClick={() => form.insertListItem(path, newField())}>
            {t('editor.addField')}
          </Button>
        </div>
      )}
      {form.errors[path] && (
        <Text c="red" size="sm" role="alert">
          {form.errors[path]}
        </Text>
      )}
    </Stack>
  );
}
