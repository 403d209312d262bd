import { useState } from 'react';
import { ActionIcon, Alert, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCrown, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PeoplePicker, useApi, useMe } from '@atrium/sdk/ui';
import { errorText } from '../shared/errors.js';
import { PersonLine, PersonPicker } from '../shared/ui.js';
import type { Department } from '../shared/types.js';
import { useRefreshStructure, type DeptUsers } from './data.js';

/**
 * The chosen department: its head and employees, and for editors renaming, adding a sub-department,
 * choosing the head, adding and removing employees and deleting. The server's refusals (root
 * department, employees or sub-departments left) show here, in place.
 */
export function DepartmentPanel({
  dept,
  members,
  canEdit,
  onEdit,
  onAddChild,
  onDeleted,
}: {
  dept: Department;
  members: DeptUsers | undefined;
  canEdit: boolean;
  onEdit(): void;
  onAddChild(): void;
  onDeleted(): void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const me = useMe()!;
  const refresh = useRefreshStructure();
  const [failure, setFailure] = useState<string | null>(null);
  const [adding, setAdding] = useState<string[]>([]);
  const users = members?.users ?? [];
  const head = users.find((u) => u._id === members?.headUser) ?? null;

  const run = async (fn: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await fn();
      await refresh();
      return true;
    } catch (err) {
      setFailure(errorText(err));
      return false;
    }
  };
  const q = { quiet: true } as const;
  const setHead = (id: string | null) =>
    run(() =>
      id ? api.put(`/api/structure/${dept._id}`, { managerId: id }, q) : api.put(`/api/dept_users/clear_chief/${dept._id}`, undefined, q),
    );
  const remove = async () => {
    if (!window.confirm(t('orgStructure.confirmDelete', { name: dept.name }))) return;
    if (await run(() => api.put(`/api/structure/${dept._id}`, { deleted: true }, q))) onDeleted();
  };
  const addMembers = async () => {
    if (adding.length && (await run(() => api.post(`/api/dept_users/${me.client!._id}/${dept._id}`, { users: adding }, q)))) setAdding([]);
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid="department-panel">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4" data-testid="department-name">
              {dept.name}
            </Title>
            {dept.description && (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                {dept.description}
              </Text>
            )}
          </div>
          {canEdit && (
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="light" onClick={onEdit} aria-label={t('orgStructure.edit')} data-testid="department-edit">
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon variant="light" onClick={onAddChild} aria-label={t('orgStructure.addChild')} data-testid="department-add-child">
                <IconPlus size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="light"
                color="red"
                onClick={() => void remove()}
                aria-label={t('screens.delete')}
                data-testid="department-delete"
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          )}
        </Group>
        {failure && (
          <Alert color="red" role="alert" data-testid="department-error" withCloseButton onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        {canEdit ? <Divider /> : <Divider label={t('orgStructure.head')} labelPosition="left" />}
        {canEdit ? (
          <PersonPicker
            label={t('orgStructure.head')}
            value={members?.headUser ?? null}
            onChange={(id) => void setHead(id)}
            data-testid="head-picker"
          />
        ) : head ? (
          <PersonLine person={{ ...head, firstName: head.fullName.split(' ')[0] ?? '', lastName: head.fullName.split(' ')[1] ?? '' }} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('orgStructure.noHead')}
          </Text>
        )}
        <Divider label={t('orgStructure.employees', { count: users.length })} labelPosition="left" />
        {users.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('orgStructure.noEmployees')}
          </Text>
        )}
        <Stack gap={6}>
          {users.map((u) => (
            <Group key={u._id} justify="space-between" wrap="nowrap" data-testid="department-member">
              <PersonLine
                person={{ ...u, firstName: u.fullName.split(' ')[0] ?? '', lastName: u.fullName.split(' ')[1] ?? '' }}
                extra={
                  u._id === members?.headUser ? <IconCrown size={12} style={{ marginLeft: 4 }} aria-label={t('orgStructure.head')} /> : null
                }
              />
              {canEdit && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('orgStructure.removeMember', { name: u.fullName })}
                  onClick={() => void run(() => api.delete(`/api/dept_users/${dept._id}/${u._id}`, q))}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
        {canEdit && (
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <div style={{ flex: 1 }}>
              <PeoplePicker label={t('orgStructure.addEmployees')} value={adding} onChange={setAdding} />
            </div>
            <Button variant="light" disabled={!adding.length} onClick={() => void addMembers()} data-testid="add-members-save">
              {t('screens.add')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
