import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useRuleText, useT } from '@atrium/sdk/ui';
import { refusedFields, useSchemaForm } from '@atrium/sdk/ui/form';
import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX, GROUP_TYPES, type GroupType } from '../../shared/constants.js';
import { GroupInput } from '../../shared/schemas.js';
import { CoverUpload } from './CoverUpload.js';
import { NameFields } from './NameFields.js';

export type GroupFormValue = {
  name: string;
  description: string;
  type: GroupType;
  cover: string | null;
};

/**
 * Name, description, type and cover, checked by the shared `GroupInput` before the call; the server's
 * refusals (such as 'Wrong image size') show at their fields, other failures above the button.
 */
export function GroupForm({
  initial,
  onSave,
  submit,
  saving,
  error,
}: {
  initial: GroupFormValue;
  onSave: (v: GroupFormValue) => Promise<unknown>;
  submit: string;
  saving: boolean;
  error: unknown;
}) {
  const t = useT();
  const text = useRuleText();
  const form = useSchemaForm(GroupInput, initial);
  const { type } = form.values;
  return (
    // The schema checks the fields, in the user's language: the browser's own check of `required` stays off.
    <form onSubmit={form.submit(onSave)} noValidate>
      <Stack gap="sm">
        <NameFields form={form} nameMax={GROUP_NAME_MAX} descriptionMax={GROUP_DESCRIPTION_MAX} descriptionRequired />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="group-type-label">
            {t('form.type')}
          </Text>
          <SegmentedControl
            aria-labelledby="group-type-label"
            {...form.getInputProps('type')}
            data={GROUP_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))}
          />
          <Text size="xs" c="dimmed">
            {t(`typeHint.${type}`)}
          </Text>
        </Stack>
        <CoverUpload {...form.valueProps('cover')} />
        {!!error && !refusedFields(error) && <Alert color="red">{text(error)}</Alert>}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
