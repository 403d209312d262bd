import { Button, Fieldset, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApi } from '@atrium/sdk/ui';
import { ClientCreate, ClientUpdate, FirstAdmin, LANGS } from '@atrium/sdk/shared';
import { useFormSubmit, useSchemaForm } from '../shared/form.js';
import type { ClientRow } from './types.js';
import { ErrorAlert } from '../shared/ErrorAlert.js';

const TEXT = ['city', 'phone', 'address', 'director', 'messengerChannel'] as const;
const NULLABLE = [...TEXT, 'notes'];

/** The create form keeps the first administrator's fields beside the client's; they travel as `admin`. */
const CreateForm = ClientCreate.omit({ admin: true }).extend({
  adminFirstName: FirstAdmin.shape.firstName,
  adminLastName: FirstAdmin.shape.lastName,
  adminEmail: FirstAdmin.shape.email,
});
const ADMIN_FIELDS = ['adminFirstName', 'adminLastName', 'adminEmail'] as const;

/**
 * The client's data (`POST /api/clients` to create, `PUT /api/clients/{id}` to edit), checked by the
 * shared `ClientCreate` / `ClientUpdate` schemas: workspace name required, code Latin letters and digits.
 */
export function ClientForm({
  client,
  onSaved,
  onCancel,
}: {
  client: ClientRow | null;
  onSaved(c: ClientRow): void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const creating = !client;
  const initial: Record<string, unknown> = {
    name: client?.name ?? '',
    workspace: client?.workspace ?? '',
    lang: client?.lang ?? 'ru',
    vendor: client?.vendor ?? '',
    storageTotalGb: client?.storageTotalGb ?? 10,
    notes: client?.notes ?? '',
    ...Object.fromEntries(TEXT.map((f) => [f, client?.[f] ?? ''])),
    ...(creating ? Object.fromEntries(ADMIN_FIELDS.map((f) => [f, ''])) : {}),
  };
  const form = useSchemaForm(creating ? CreateForm : ClientUpdate, initial, {
    nullables: creating ? [] : NULLABLE,
    keepEmpty: creating ? [...ADMIN_FIELDS] : [],
  });
  const { submit, busy, failure } = useFormSubmit(form, async (data) => {
    let res;
    if (creating) {
      const { adminFirstName, adminLastName, adminEmail, ...fields } = data as Record<string, unknown>;
      const admin = { firstName: adminFirstName, lastName: adminLastName, email: adminEmail };
      res = await api.post<{ result: ClientRow }>('/api/clients', { ...fields, admin }, { quiet: true });
    } else res = await api.put<{ result: ClientRow }>(`/api/clients/${client._id}`, data, { quiet: true });
    onSaved(res.result);
  });
  return (
    <form onSubmit={submit} noValidate data-testid="client-form">
      <Stack gap="sm">
        <ErrorAlert message={failure} testId="client-form-error" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('clientsAdmin.name')} required maxLength={200} {...form.text('name')} />
          <TextInput
            label={t('clientsAdmin.workspace')}
            description={t('clientsAdmin.workspaceHint')}
            required
            maxLength={64}
            {...form.text('workspace')}
          />
          <Select
            label={t('clientsAdmin.lang')}
            data={LANGS.map((l) => ({ value: l, label: t(`lang.${l}`) }))}
            {...form.select('lang')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('clientsAdmin.vendor')}
            clearable
            data={['atrium', 'beacon']}
            {...form.select('vendor')}
            comboboxProps={{ withinPortal: true }}
          />
          {TEXT.map((f) => (
            <TextInput key={f} label={t(`employees.company.${f}`)} {...form.text(f)} />
          ))}
          <NumberInput
            label={t('clientsAdmin.storage')}
            min={0}
            max={100000}
            value={form.values.storageTotalGb as number}
            onChange={(v) => form.set('storageTotalGb', v === '' ? '' : Number(v))}
            error={form.errors.storageTotalGb}
          />
        </SimpleGrid>
        <Textarea label={t('clientsAdmin.notes')} autosize minRows={2} {...form.text('notes')} />
        {creating && (
          <Fieldset legend={t('clientsAdmin.firstAdmin')} data-testid="first-admin">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput label={t('profile.fields.firstName')} required maxLength={20} {...form.text('adminFirstName')} />
              <TextInput label={t('profile.fields.lastName')} required maxLength={20} {...form.text('adminLastName')} />
              <TextInput
                label={t('profile.fields.email')}
                description={t('clientsAdmin.firstAdminHint')}
                required
                type="email"
                {...form.text('adminEmail')}
              />
            </SimpleGrid>
          </Fieldset>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('screens.cancel')}
            </Button>
          )}
          <Button type="submit" loading={busy} data-testid="client-save">
            {creating ? t('screens.create') : t('screens.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
