import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError, useApi, useShell } from '@atrium/sdk/ui';
import { ResetPasswordHardBody } from '@atrium/sdk/shared';
import { useSchemaForm } from '../shared/form.js';
import { errorText } from '../shared/errors.js';
import type { Employee } from '../shared/types.js';
import { usePhone } from '../shared/phone.js';
import { ErrorAlert } from '../shared/ErrorAlert.js';

/** An admin sets an employee's password (`POST /api/reset_password_hard`); their sessions end. */
export function ResetPassword({ person, onClose }: { person: Employee; onClose(): void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const api = useApi();
  const { toast } = useShell();
  const form = useSchemaForm(ResetPasswordHardBody, { user_id: person._id, password: '', confirmPassword: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    try {
      await api.post('/api/reset_password_hard', data, { quiet: true });
      toast({ message: t('employees.passwordReset', { name: person.fullName }), color: 'green' });
      onClose();
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 400 && form.serverErrors(err.body?.details))) setFailure(errorText(err));
    }
  };
  return (
    <Modal fullScreen={phone} opened onClose={onClose} title={t('employees.resetPasswordOf', { name: person.fullName })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ErrorAlert message={failure} />
          <PasswordInput label={t('profile.newPassword')} required autoComplete="new-password" {...form.text('password')} />
          <PasswordInput label={t('profile.confirmPassword')} required autoComplete="new-password" {...form.text('confirmPassword')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('screens.cancel')}
            </Button>
            <Button type="submit">{t('employees.resetPassword')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
