import { useState, type FormEvent } from 'react';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, useApi, useShell, flattenDepartments, useDepartments } from '@atrium/sdk/ui';
import { UserUpdate } from '@atrium/sdk/shared';
import { useSchemaForm } from '../shared/form.js';
import { errorText } from '../shared/errors.js';
import type { Employee } from '../shared/types.js';
import { KEEP_EMPTY, NULLABLE, type FieldDef } from './fields.js';
import { FieldInput } from './FieldInput.js';
import { ErrorAlert } from '../shared/ErrorAlert.js';

const initialOf = (user: Employee, fields: FieldDef[]) => Object.fromEntries(fields.map((f) => [f.name, user[f.name] ?? '']));

/** Names shown for reference fields while reading. */
function useDisplay(user: Employee) {
  const api = useApi();
  const depts = useDepartments();
  const chiefId = user.chiefId as string | null | undefined;
  const chief = useQuery({
    queryKey: ['user', chiefId],
    enabled: !!chiefId,
    queryFn: async () => (await api.get<{ result: Employee }>(`/api/user/${chiefId}`, { quiet: true })).result,
  });
  const dept = flattenDepartments(depts.data ?? []).find((d) => d.dept._id === user.departmentId)?.dept.name ?? null;
  return { departmentId: dept, chiefId: chief.data?.fullName ?? null } as Record<string, string | null>;
}

/**
 * The fields of one profile tab: read by everyone allowed, edited by the owner with `profile_edit`
 * and by admins, validated by the server's `UserUpdate` schema; only changed fields are sent.
 */
export function TabForm({ user, fields, canEdit, testId }: { user: Employee; fields: FieldDef[]; canEdit: boolean; testId: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const { toast } = useShell();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(UserUpdate, initialOf(user, fields), { nullables: NULLABLE, keepEmpty: KEEP_EMPTY });
  const display = useDisplay(user);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const data = form.validate() as Record<string, unknown> | null;
    if (!data) return;
    const changed = Object.fromEntries(
      Object.entries(data).filter(([k, v]) => fields.some((f) => f.name === k) && v !== (user[k] ?? null) && !(v === '' && !user[k])),
    );
    for (const f of fields)
      if (!(f.name in data) && user[f.name] !== null && user[f.name] !== undefined && NULLABLE.includes(f.name)) changed[f.name] = null;
    setFailure(null);
    if (!Object.keys(changed).length) return setEditing(false);
    setBusy(true);
    try {
      await api.put(`/api/user/${user._id}`, changed, { quiet: true });
      await qc.invalidateQueries({ queryKey: ['user', user._id] });
      toast({ message: t('screens.saved'), color: 'green' });
      setEditing(false);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 400 && form.serverErrors(err.body?.details))) setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid={testId}>
      <Stack>
        <ErrorAlert message={failure} testId="form-error" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {fields.map((f) => (
            <div key={f.name} style={f.kind === 'textarea' ? { gridColumn: '1 / -1' } : undefined}>
              <FieldInput
                def={f}
                readOnly={!editing}
                value={editing ? form.values[f.name] : user[f.name]}
                display={editing ? undefined : display[f.name]}
                error={form.errors[f.name]}
                onChange={(v) => form.set(f.name, v)}
              />
            </div>
          ))}
        </SimpleGrid>
        {canEdit && (
          <Group>
            {editing ? (
              <>
                <Button type="submit" loading={busy} data-testid="save">
                  {t('screens.save')}
                </Button>
                <Button
                  variant="default"
                  onClick={() => {
                    form.reset(initialOf(user, fields));
                    setFailure(null);
                    setEditing(false);
                  }}
                >
                  {t('screens.cancel')}
                </Button>
              </>
            ) : (
              <Button
                variant="light"
                data-testid="edit"
                onClick={() => {
                  form.reset(initialOf(user, fields));
                  setEditing(true);
                }}
              >
                {t('screens.edit')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </form>
  );
}
