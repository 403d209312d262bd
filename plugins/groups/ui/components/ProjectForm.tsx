import { Alert, Stack } from '@mantine/core';
import type { EmployeeCard } from '@atrium/sdk/shared';
import { FormActions, PeoplePicker, useRuleText, useT } from '@atrium/sdk/ui';
import { refusedFields, useSchemaForm } from '@atrium/sdk/ui/form';
import { PROJECT_DESCRIPTION_MAX, PROJECT_NAME_MAX } from '../../shared/constants.js';
import { ProjectInput } from '../../shared/schemas.js';
import { NameFields } from './NameFields.js';

export type ProjectFormValue = { name: string; description: string; participants: string[] };

/**
 * A project's name, description and participants (besides its creator, who always stays one), checked by
 * the shared `ProjectInput` before the call; used in the dialogs that create and edit a project.
 */
export function ProjectForm({
  initial,
  known,
  onSave,
  onCancel,
  submit,
  saving,
  error,
}: {
  initial: ProjectFormValue;
  /** The participants' cards, so that their names show before any search. */
  known?: Map<string, EmployeeCard>;
  onSave: (v: ProjectFormValue) => Promise<unknown>;
  onCancel: () => void;
  submit: string;
  saving: boolean;
  error: unknown;
}) {
  const t = useT();
  const text = useRuleText();
  const form = useSchemaForm(ProjectInput, initial);
  return (
    <form onSubmit={form.submit(onSave)} noValidate>
      <Stack gap="sm">
        <NameFields form={form} nameMax={PROJECT_NAME_MAX} descriptionMax={PROJECT_DESCRIPTION_MAX} descriptionRequired={false} />
        <PeoplePicker
          label={t('projects.participants')}
          description={t('projects.participantsHint')}
          known={known}
          {...form.valueProps('participants')}
        />
        {!!error && !refusedFields(error) && <Alert color="red">{text(error)}</Alert>}
        <FormActions saving={saving} onCancel={onCancel} submitLabel={submit} />
      </Stack>
    </form>
  );
}
