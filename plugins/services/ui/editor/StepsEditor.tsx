import { ActionIcon, Button, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { SortableList, useT } from '@atrium/sdk/ui';
import type { SchemaForm } from '@atrium/sdk/ui/form';
import { FieldsEditor } from './FieldsEditor.js';
import { StepFields, type StepForm } from './StepFields.js';
import { newStep, type ServiceDraft, type StepDraft } from './values.js';

/**
 * Steps dragged into order, each with a name, who performs it and a review flag; up to `max`. A service's steps
 * (`forms`) also have an optional form; a route drawn by hand has none.
 */
export function StepsEditor<V extends { steps: StepDraft[] } & Record<string, unknown>, B>({
  form,
  max,
  forms = false,
}: {
  form: SchemaForm<V, B>;
  max: number;
  forms?: boolean;
}) {
  const t = useT();
  const { steps } = form.getValues();
  const fields = form as unknown as StepForm;
  const err = form.errors.steps as string | undefined;
  return (
    <Stack gap="sm">
      <SortableList
        items={steps}
        titleOf={(s) => s.name || t('editor.unnamedStep')}
        onOrder={(order) => {
          // Refusals are by position: they would name the wrong step once moved.
          form.clearErrors();
          fields.setFieldValue('steps', order as never);
        }}
        render={(s, handle) => {
          const i = steps.findIndex((x) => x._id === s._id);
          const at = `steps.${i}`;
          return (
            <Paper withBorder p="sm" component="fieldset" aria-label={t('editor.stepN', { n: i + 1 })}>
              <Stack gap="xs">
                <StepFields
                  form={fields}
                  at={at}
                  step={s}
                  lead={handle}
                  trail={
                    steps.length > 1 && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        mt={26}
                        aria-label={t('editor.removeStep', { name: s.name })}
                        onClick={() => form.removeListItem('steps', i)}
                      >
                        ×
                      </ActionIcon>
                    )
                  }
                  flags={
                    forms && (
                      <Switch
                        label={t('editor.hasForm')}
                        checked={!!s.form}
                        onChange={(e) =>
                          fields.setFieldValue(`${at}.form`, (e.currentTarget.checked ? { name: '', fields: [] } : null) as never)
                        }
                      />
                    )
                  }
                />
                {forms && s.form && (
                  <>
                    <TextInput label={t('editor.formName')} {...form.getInputProps(`${at}.form.name`)} maxLength={50} />
                    <FieldsEditor form={form as unknown as SchemaForm<ServiceDraft, ServiceDraft>} step={i} />
                  </>
                )}
              </Stack>
            </Paper>
          );
        }}
      />
      {err && (
        <Text c="red" size="sm" role="alert">
          {err}
        </Text>
      )}
      {steps.length < max && (
        <div>
          <Button variant="default" size="xs" onClick={() => form.insertListItem('steps', newStep() as never)}>
            {t('editor.addStep')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
