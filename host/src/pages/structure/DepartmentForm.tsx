import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApi, flattenDepartments } from '@atrium/sdk/ui';
import { DepartmentCreate, DepartmentUpdate } from '@atrium/sdk/shared';
import { useFormSubmit, useSchemaForm } from '../shared/form.js';
import type { Department } from '../shared/types.js';
import { subtree } from './data.js';
import { usePhone } from '../shared/phone.js';
import { ErrorAlert } from '../shared/ErrorAlert.js';

/**
 * Creating a department (`POST /api/structure`) or renaming, describing and moving one (`PUT
 * /api/structure/{id}`); a department's own subtree is not offered as a parent and the server
 * refuses it as well.
 */
export function DepartmentForm({
  type,
  tree,
  dept,
  parentId,
  onClose,
  onSaved,
}: {
  type: string;
  tree: Department[];
  dept: Department | null;
  parentId?: string | null;
  onClose(): void;
  onSaved(id: string): void;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  const api = useApi();
  const creating = !dept;
  const form = useSchemaForm(
    creating ? DepartmentCreate : DepartmentUpdate,
    creating
      ? { name: '', description: '', parentId: parentId ?? '', type }
      : { name: dept.name, description: dept.description ?? '', parentId: dept.parentId ?? '' },
    { nullables: ['description'] },
  );
  const excluded = dept ? subtree(dept) : new Set<string>();
  const parents = flattenDepartments(tree)
    .filter(({ dept: d }) => !excluded.has(d._id))
    .map(({ dept: d, depth }) => ({ value: d._id, label: `${'\u2003'.repeat(depth)}${d.name}` }));
  const { submit, failure } = useFormSubmit(form, async (raw) => {
    const data = raw as Record<string, unknown>;
    if (creating) {
      const res = await api.post<{ result: { _id: string } }>('/api/structure', data, { quiet: true });
      onSaved(res.result._id);
    } else {
      const patch = { ...data };
      if (!dept.parentId || patch.parentId === dept.parentId) delete patch.parentId;
      await api.put(`/api/structure/${dept._id}`, patch, { quiet: true });
      onSaved(dept._id);
    }
  });
  return (
    <Modal
      fullScreen={phone}
      opened
      onClose={onClose}
      title={creating ? t('orgStructure.create') : t('orgStructure.editTitle', { name: dept.name })}
    >
      <form onSubmit={submit} noValidate data-testid="department-form">
        <Stack gap="sm">
          <ErrorAlert message={failure} testId="department-form-error" />
          <TextInput label={t('orgStructure.name')} required maxLength={200} {...form.text('name')} data-autofocus />
          <Textarea label={t('orgStructure.description')} autosize maxLength={2000} {...form.text('description')} />
          {(creating || dept.parentId) && tree.length > 0 && (
            <Select
              label={t('orgStructure.parent')}
              description={creating ? t('orgStructure.parentHint') : undefined}
              searchable
              clearable={creating}
              data={parents}
              {...form.select('parentId')}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('screens.cancel')}
            </Button>
            <Button type="submit" data-testid="department-save">
              {creating ? t('screens.create') : t('screens.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
