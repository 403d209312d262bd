import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApi } from '@atrium/sdk/ui';
import { ClientCreate, ClientUpdate, LANGS } from '@atrium/sdk/shared';
import { useFormSubmit, useSchemaForm } from '../shared/form.js';
import type { ClientRow } from './types.js';
import { ErrorAlert } from '../shared/ErrorAlert.js';

const TEXT = ['city', 'phone', 'address', 'director', 'messengerChannel'] as const;
const NULLABLE = [...TEXT, 'notes'];

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
  };
  const form = useSchemaForm(creating ? ClientCreate : ClientUpdate, initial, { nullables: creating ? [] : NULLABLE });
  const { submit, busy, failure } = useFormSubmit(form, async (data) => {
    const res = creating
      ? await api.post<{ result: ClientRow }>('/api/clients', data, { quiet: true })
      : await api.put<{ result: ClientRow }>(`/api/clients/${client._id}`, data, { quiet: true });
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
