import { useState } from 'react';
import { Button, Checkbox, Group, Modal, PasswordInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DepartmentPicker, useApi } from '@atrium/sdk/ui';
import { UserInvite, UserRegister, UserUpdate } from '@atrium/sdk/shared';
import { useFormSubmit, useSchemaForm } from '../shared/form.js';
import type { Employee } from '../shared/types.js';
import { usePhone } from '../shared/phone.js';
import { ErrorAlert } from '../shared/ErrorAlert.js';

const NULLABLES = ['position', 'city', 'phone', 'departmentId'];
const FIELDS = ['lastName', 'firstName', 'middleName', 'email', 'login', 'position', 'departmentId', 'city', 'phone'] as const;

/**
 * Creating or editing (`PUT /api/user/{id}`) an employee, checked by the same schemas as the server;
 * server refusals (e-mail taken, ...) show in place. A new employee is invited by e-mail by default
 * (`POST /api/invite`: they set their own password); otherwise the admin types one (`POST /api/register`).
 * The admin role can be given at once.
 */
export function EmployeeForm({ person, onClose, onSaved }: { person: Employee | null; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const api = useApi();
  const creating = !person;
  const [invite, setInvite] = useState(true);
  const initial: Record<string, unknown> = Object.fromEntries(FIELDS.map((f) => [f, person?.[f] ?? '']));
  if (creating) Object.assign(initial, { password: '', confirmPassword: '' });
  else initial.hrExcluded = person.hrExcluded === true;
  const form = useSchemaForm(creating ? (invite ? UserInvite : UserRegister) : UserUpdate, initial, {
    nullables: creating ? [] : NULLABLES,
    keepEmpty: creating ? [] : ['middleName'],
  });
  const { submit, busy, failure } = useFormSubmit(form, async (data) => {
    if (creating) {
      const { password: _p, confirmPassword: _c, ...invited } = data as Record<string, unknown>;
      await api.post(invite ? '/api/invite' : '/api/register', invite ? invited : data, { quiet: true });
    } else await api.put(`/api/user/${person._id}`, data, { quiet: true });
    onSaved();
  });
  return (
    <Modal
      fullScreen={phone}
      opened
      onClose={onClose}
      title={creating ? t('employees.create') : t('employees.editTitle', { name: person.fullName })}
      size={600}
    >
      <form onSubmit={submit} noValidate data-testid="employee-form">
        <Stack gap="sm">
          <ErrorAlert message={failure} testId="employee-form-error" />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={t('profile.fields.lastName')} required maxLength={20} {...form.text('lastName')} />
            <TextInput label={t('profile.fields.firstName')} required maxLength={20} {...form.text('firstName')} />
            <TextInput label={t('profile.fields.middleName')} maxLength={20} {...form.text('middleName')} />
            <TextInput label={t('profile.fields.email')} required type="email" autoComplete="off" {...form.text('email')} />
            <TextInput label={t('profile.fields.login')} autoComplete="off" {...form.text('login')} />
            <TextInput label={t('profile.fields.position')} {...form.text('position')} />
            <DepartmentPicker label={t('profile.fields.departmentId')} {...form.select('departmentId')} />
            <TextInput label={t('profile.fields.city')} {...form.text('city')} />
            <TextInput label={t('profile.fields.phone')} {...form.text('phone')} />
          </SimpleGrid>
          {!creating && (
            <Switch
              label={t('employees.hrImport.excluded')}
              description={t('employees.hrImport.excludedHint')}
              checked={form.values.hrExcluded === true}
              onChange={(e) => form.set('hrExcluded', e.currentTarget.checked)}
              data-testid="employee-hr-excluded"
            />
          )}
          {creating && (
            <Stack gap="xs">
              <Checkbox
                label={t('employees.giveAdmin')}
                checked={((form.values.roles as string[] | undefined) ?? []).includes('admin')}
                onChange={(e) => form.set('roles', e.currentTarget.checked ? ['admin'] : undefined)}
                data-testid="employee-admin"
              />
              <Switch
                label={t('employees.invite')}
                description={t('employees.inviteHint')}
                checked={invite}
                onChange={(e) => setInvite(e.currentTarget.checked)}
                data-testid="employee-invite"
              />
            </Stack>
          )}
          {creating && !invite && (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <PasswordInput label={t('profile.newPassword')} required autoComplete="new-password" {...form.text('password')} />
              <PasswordInput label={t('profile.confirmPassword')} required autoComplete="new-password" {...form.text('confirmPassword')} />
            </SimpleGrid>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('screens.cancel')}
            </Button>
            <Button type="submit" loading={busy} data-testid="employee-save">
              {creating ? t('screens.create') : t('screens.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
