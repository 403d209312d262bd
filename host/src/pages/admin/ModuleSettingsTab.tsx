import { useState, type FormEvent } from 'react';
import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { ApiError, useApi, useShell } from '@atrium/sdk/ui';
import { loadPlugin } from '../../plugins/runtime.js';
import { fieldMessage } from '../auth/messages.js';
import { ErrorAlert } from '../shared/ErrorAlert.js';
import { errorText } from '../shared/errors.js';
import { SettingsField, type FieldSchema } from './SettingsField.js';

type Values = Record<string, unknown>;

/** One plugin's settings form as `GET /api/plugins/settings` answers it. */
interface PluginSettings {
  code: string;
  schema: { properties?: Record<string, FieldSchema> };
  value: Values;
}

/** The plugin's locales name its fields; they are registered when its UI module loads. */
const withLocales = (code: string) => loadPlugin(code).catch(() => null);

/** Module settings: a form per plugin on for the client, rendered from the JSON Schema of its `settings`. */
export function ModuleSettingsTab() {
  const { t } = useTranslation();
  const api = useApi();
  const q = useQuery({
    queryKey: ['plugin-settings'],
    queryFn: async () => {
      const forms = (await api.get<{ result: PluginSettings[] }>('/api/plugins/settings')).result;
      await Promise.all(forms.map((f) => withLocales(f.code)));
      return forms;
    },
  });
  if (q.isPending) return <Loader aria-label={t('app.loading')} />;
  if (q.isError) return <ErrorAlert message={errorText(q.error)} />;
  if (!q.data.length) return <Text c="dimmed">{t('adminPanel.noModuleSettings')}</Text>;
  return (
    <Stack gap="xl" maw={520} data-testid="module-settings">
      {q.data.map((p) => (
        <PluginSettingsForm key={p.code} form={p} />
      ))}
    </Stack>
  );
}

/** A field's label: the plugin's `settings.<field>` text, else the schema's description, else its name. */
function labelOf(code: string, field: string, schema: FieldSchema): string {
  const key = `settings.${field}`;
  if (i18next.exists(key, { ns: code })) return i18next.t(key, { ns: code });
  return schema.description ?? field;
}

function PluginSettingsForm({ form }: { form: PluginSettings }) {
  const { t } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const { toast } = useShell();
  const [values, setValues] = useState<Values>(form.value);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = Object.entries(form.schema.properties ?? {});
  const title = i18next.exists('title', { ns: form.code }) ? i18next.t('title', { ns: form.code }) : form.code;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    setErrors({});
    // An emptied field is left out, so the schema's default applies.
    const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined));
    try {
      const saved = (await api.put<{ result: Values }>(`/api/plugins/${form.code}/settings`, body, { quiet: true })).result;
      setValues(saved);
      qc.setQueryData<PluginSettings[]>(['plugin-settings'], (old) => old?.map((p) => (p.code === form.code ? { ...p, value: saved } : p)));
      toast({ message: t('adminPanel.moduleSettingsSaved', { module: title }), color: 'green' });
    } catch (err) {
      const details =
        err instanceof ApiError && err.status === 400 && Array.isArray(err.body?.details)
          ? (err.body.details as { path?: string; message?: string }[])
          : [];
      const byField: Record<string, string> = {};
      for (const d of details) if (d.path && d.message) byField[d.path.split('.')[0]!] ??= fieldMessage(d.message);
      if (Object.keys(byField).length) setErrors(byField);
      else setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid={`module-settings-${form.code}`} aria-label={title}>
      <Stack>
        <Title order={3} size="h4">
          {title}
        </Title>
        {fields.map(([name, schema]) => (
          <SettingsField
            key={name}
            name={name}
            schema={schema}
            label={labelOf(form.code, name, schema)}
            value={values[name]}
            error={errors[name]}
            onChange={(v) => setValues((prev) => ({ ...prev, [name]: v }))}
          />
        ))}
        <ErrorAlert message={failure} />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }} data-testid={`save-${form.code}`}>
          {t('screens.save')}
        </Button>
      </Stack>
    </form>
  );
}
