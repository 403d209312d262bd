import { useState } from 'react';
import { Button, Group, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { ApiError, useT } from '@atrium/sdk/ui';
import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX, GROUP_TYPES, type GroupType } from '../../shared/constants.js';
import { GroupInput } from '../../shared/schemas.js';
import { CoverUpload } from './CoverUpload.js';

export interface GroupFormValue {
  name: string;
  description: string;
  type: GroupType;
  cover: string | null;
}

/**
 * Name, description, type and cover, checked by the shared `GroupInput` as the user types after the
 * first attempt; the server's refusals (such as 'Wrong image size') show at their fields.
 */
export function GroupForm({
  initial,
  onSave,
  submit,
}: {
  initial: GroupFormValue;
  onSave: (v: GroupFormValue) => Promise<unknown>;
  submit: string;
}) {
  const t = useT();
  const [value, setValue] = useState(initial);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const parsed = GroupInput.safeParse(value);
  const problems: Record<string, string> = { ...serverErrors };
  if (tried && !parsed.success) for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
  const set = (patch: Partial<GroupFormValue>) => {
    setValue((v) => ({ ...v, ...patch }));
    setServerErrors({});
  };
  const save = async () => {
    setTried(true);
    if (!parsed.success) return;
    setSaving(true);
    try {
      await onSave(value);
    } catch (err) {
      if (err instanceof ApiError && Array.isArray(err.body?.details))
        setServerErrors(
          Object.fromEntries(err.body.details.map((d: { path: string; message: string }) => [d.path.split('.')[0], d.message])),
        );
      else throw err;
    } finally {
      setSaving(false);
    }
  };
  const left = (text: string, max: number) => t('form.left', { count: max - text.length });
  return (
    <Stack gap="sm">
      <TextInput
        label={t('form.name')}
        required
        value={value.name}
        maxLength={GROUP_NAME_MAX}
        onChange={(e) => set({ name: e.currentTarget.value })}
        error={problems.name && t(problems.name)}
        description={left(value.name, GROUP_NAME_MAX)}
      />
      <Textarea
        label={t('form.description')}
        required
        autosize
        minRows={2}
        value={value.description}
        maxLength={GROUP_DESCRIPTION_MAX}
        onChange={(e) => set({ description: e.currentTarget.value })}
        error={problems.description && t(problems.description)}
        description={left(value.description, GROUP_DESCRIPTION_MAX)}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="group-type-label">
          {t('form.type')}
        </Text>
        <SegmentedControl
          aria-labelledby="group-type-label"
          value={value.type}
          onChange={(v) => set({ type: v as GroupType })}
          data={GROUP_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
        />
        <Text size="xs" c="dimmed">
          {t(`typeHint.${value.type}`)}
        </Text>
      </Stack>
      <CoverUpload value={value.cover} onChange={(cover) => set({ cover })} error={problems.cover} />
      <Group justify="flex-end">
        <Button onClick={() => void save()} loading={saving}>
          {submit}
        </Button>
      </Group>
    </Stack>
  );
}
