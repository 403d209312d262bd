import { useState } from 'react';
import {
  Badge,
  Code,
  Button,
  Group,
  Loader,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi, useShell } from '@atrium/sdk/ui';
import { useFormSubmit, useSchemaForm } from '../shared/form.js';
import { ErrorAlert } from '../shared/ErrorAlert.js';
import { errorText } from '../shared/errors.js';
import type { ClientRow } from './types.js';
import { ScimSection } from './ScimSection.js';

interface Provider {
  _id: string;
  kind: 'outlook' | 'oidc';
  name: string;
  issuer: string;
  oidcClientId: string;
  claim: string;
  allowCreate: boolean;
  hasSecret: boolean;
}

const KINDS = ['outlook', 'oidc'] as const;

/**
 * One provider's form: the server checks the fields (its messages show under them). The secret is never
 * shown back; left empty on an edit it stays as it is.
 */
function ProviderForm({ client, provider, onDone }: { client: ClientRow; provider: Provider | null; onDone(): void }) {
  const { t } = useTranslation();
  const api = useApi();
  const form = useSchemaForm(null, {
    kind: provider?.kind ?? 'outlook',
    name: provider?.name ?? '',
    issuer: provider?.issuer ?? '',
    oidcClientId: provider?.oidcClientId ?? '',
    secret: '',
    claim: provider?.claim ?? 'email',
    allowCreate: provider?.allowCreate ?? false,
  });
  const { submit, busy, failure } = useFormSubmit(form, async (data) => {
    const base = `/api/clients/${client._id}/sso`;
    if (provider) await api.put(`${base}/${provider._id}`, data, { quiet: true });
    else await api.post(base, data, { quiet: true });
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate data-testid="sso-form">
      <Stack gap="sm">
        <ErrorAlert message={failure} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('clientsAdmin.sso.kind')}
            data={KINDS.map((k) => ({ value: k, label: t(`clientsAdmin.sso.kinds.${k}`) }))}
            {...form.select('kind')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput label={t('clientsAdmin.sso.name')} required maxLength={100} {...form.text('name')} />
          <TextInput label={t('clientsAdmin.sso.issuer')} required placeholder="https://" {...form.text('issuer')} />
          <TextInput label={t('clientsAdmin.sso.clientId')} required {...form.text('oidcClientId')} />
          <PasswordInput
            label={t('clientsAdmin.sso.secret')}
            required={!provider}
            placeholder={provider?.hasSecret ? t('adminPanel.tokenKept') : ''}
            autoComplete="off"
            {...form.text('secret')}
          />
          <TextInput label={t('clientsAdmin.sso.claim')} description={t('clientsAdmin.sso.claimHint')} {...form.text('claim')} />
        </SimpleGrid>
        <Switch
          label={t('clientsAdmin.sso.allowCreate')}
          checked={form.values.allowCreate as boolean}
          onChange={(e) => form.set('allowCreate', e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('screens.cancel')}
          </Button>
          <Button type="submit" loading={busy} data-testid="sso-save">
            {t('screens.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Sign-in: the OpenID Connect providers whose buttons the client's sign-in page shows, and SCIM provisioning. */
export function SsoTab({ client }: { client: ClientRow }) {
  const { t } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const { toast } = useShell();
  const key = ['sso-providers', client._id];
  const q = useQuery({
    queryKey: key,
    queryFn: async () =>
      (await api.get<{ result: { providers: Provider[]; redirectUri: string } }>(`/api/clients/${client._id}/sso`)).result,
  });
  // The provider being edited, 'new' for the add form, null for none.
  const [editing, setEditing] = useState<Provider | 'new' | null>(null);
  if (q.isPending) return <Loader aria-label={t('app.loading')} />;
  const done = () => {
    setEditing(null);
    void qc.invalidateQueries({ queryKey: key });
    toast({ message: t('screens.saved'), color: 'green' });
  };
  const remove = async (p: Provider) => {
    if (!window.confirm(t('clientsAdmin.sso.confirmDelete', { name: p.name }))) return;
    try {
      await api.delete(`/api/clients/${client._id}/sso/${p._id}`, { quiet: true });
      await qc.invalidateQueries({ queryKey: key });
    } catch (err) {
      toast({ message: errorText(err), color: 'red' });
    }
  };
  const providers = q.data?.providers ?? [];
  return (
    <Stack maw={860}>
      <Text size="sm" c="dimmed">
        {t('clientsAdmin.sso.redirect')}: <Code>{q.data?.redirectUri}</Code>
      </Text>
      {!providers.length && editing !== 'new' && <Text>{t('clientsAdmin.sso.empty')}</Text>}
      {providers.map((p) =>
        editing !== 'new' && editing?._id === p._id ? (
          <Paper withBorder p="sm" key={p._id}>
            <ProviderForm client={client} provider={p} onDone={done} />
          </Paper>
        ) : (
          <Paper withBorder p="sm" key={p._id} data-testid="sso-provider">
            <Group justify="space-between" wrap="wrap">
              <Stack gap={2}>
                <Group gap="xs">
                  <Title order={2} size="h5">
                    {p.name}
                  </Title>
                  <Badge variant="light">{t(`clientsAdmin.sso.kinds.${p.kind}`)}</Badge>
                </Group>
                <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {p.issuer}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button variant="default" size="xs" onClick={() => setEditing(p)}>
                  {t('clientsAdmin.sso.edit')}
                </Button>
                <Button variant="default" color="red" size="xs" onClick={() => void remove(p)}>
                  {t('clientsAdmin.sso.delete')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ),
      )}
      {editing === 'new' ? (
        <Paper withBorder p="sm">
          <ProviderForm client={client} provider={null} onDone={done} />
        </Paper>
      ) : (
        <Button style={{ alignSelf: 'flex-start' }} onClick={() => setEditing('new')} data-testid="sso-add">
          {t('clientsAdmin.sso.add')}
        </Button>
      )}
      <ScimSection client={client} />
    </Stack>
  );
}
