import { ActionIcon, Button, Checkbox, Group, Paper, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { PeoplePicker, SortableList, useT } from '@atrium/sdk/ui';
import type { SchemaForm } from '@atrium/sdk/ui/form';
import { MAX_PERFORMERS, MAX_STEPS, PERFORMER_KINDS } from '../../shared/constants.js';
import { FieldsEditor } from './FieldsEditor.js';
import { newStep, type ServiceDraft } from './values.js';

type Form = SchemaForm<ServiceDraft, ServiceDraft>;

/** A service's steps: a name, who performs it, a review flag and an optional form; dragged into order. */
export function StepsEditor({ form }: { form: Form }) {
  const t = useT();
  const { steps, type } = form.getValues();
  const err = (path: string) => form.errors[path] as string | undefined;
  return (
    <Stack gap="sm">
      <SortableList
        items={steps}
        titleOf={(s) => s.name || t('editor.unnamedStep')}
        onOrder={(order) => {
          // Refusals are by position: they would name the wrong step once moved.
          form.clearErrors();
          form.setFieldValue('steps', order);
        }}
        render={(s, handle) => {
          const i = steps.findIndex((x) => x._id === s._id);
          const at = `steps.${i}`;
          return (
            <Paper withBorder p="sm" component="fieldset" aria-label={t('editor.stepN', { n: i + 1 })}>
              <Stack gap="xs">
                <Group align="flex-start" wrap="wrap" gap="xs">
                  {handle}
                  <TextInput label={t('editor.stepName')} {...form.getInputProps(`${at}.name`)} style={{ flex: '1 1 200px' }} />
                  <Select
                    label={t('editor.performers')}
                    data={PERFORMER_KINDS.map((kind) => ({ value: kind, label: t(`editor.kind.${kind}`) }))}
                    {...form.getInputProps(`${at}.performers.kind`)}
                    allowDeselect={false}
                    style={{ flex: '1 1 200px' }}
                  />
                  {steps.length > 1 && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mt={26}
                      aria-label={t('editor.removeStep', { name: s.name })}
                      onClick={() => form.removeListItem('steps', i)}
                    >
                      ×
                    </ActionIcon>
                  )}
                </Group>
                {s.performers.kind === 'employees' && (
                  <PeoplePicker
                    label={t('editor.employees')}
                    max={MAX_PERFORMERS}
                    value={s.performers.userIds}
                    onChange={(ids) => form.setFieldValue(`${at}.performers.userIds`, ids as never)}
                    error={err(`${at}.performers.userIds`)}
                  />
                )}
                <Group gap="lg">
                  <Checkbox label={t('editor.review')} {...form.getInputProps(`${at}.review`, { type: 'checkbox' })} />
                  <Switch
                    label={t('editor.hasForm')}
                    checked={!!s.form}
                    onChange={(e) => form.setFieldValue(`${at}.form`, (e.currentTarget.checked ? { name: '', fields: [] } : null) as never)}
                  />
                </Group>
                {s.form && (
                  <>
                    <TextInput label={t('editor.formName')} {...form.getInputProps(`${at}.form.name`)} maxLength={50} />
                    <FieldsEditor form={form} step={i} />
                  </>
                )}
              </Stack>
            </Paper>
          );
        }}
      />
      {err('steps') && (
        <Text c="red" size="sm" role="alert">
          {err('steps')}
        </Text>
      )}
      {steps.length < (type === 'simple' ? 1 : MAX_STEPS) && (
        <div>
          <Button variant="default" size="xs" onClick={() => form.insertListItem('steps', newStep())}>
            {t('editor.addStep')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
