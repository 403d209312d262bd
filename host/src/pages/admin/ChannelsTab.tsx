import { useEffect, useState } from 'react';
import { Button, Loader, Paper, PasswordInput, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi, useShell } from '@atrium/sdk/ui';
import { ChannelsBody, MESSENGER_CHANNELS } from '@atrium/sdk/shared';
import { fieldMessage } from '../auth/messages.js';
import { errorText } from '../shared/errors.js';
import { ErrorAlert } from '../shared/ErrorAlert.js';

const MESSENGERS = MESSENGER_CHANNELS;
type Messenger = (typeof MESSENGERS)[number];

interface Channel {
  channel: Messenger;
  baseUrl: string;
  active: boolean;
  hasToken: boolean;
}

type Draft = Record<Messenger, { baseUrl: string; token: string; active: boolean; hasToken: boolean }>;

/** Notification settings: the company's Telegram, MS Teams and Slack connections (tokens are never shown back). */
export function ChannelsTab() {
  const { t } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const { toast } = useShell();
  const q = useQuery({
    queryKey: ['notify-channels'],
    queryFn: async () => (await api.get<{ result: Channel[] }>('/api/notification/channels')).result,
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Field errors keyed `<messenger>.<field>`, from the schema the server checks with.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!q.data) return;
    const by = new Map(q.data.map((c) => [c.channel, c]));
    setDraft(
      Object.fromEntries(
        MESSENGERS.map((m) => [
          m,
          { baseUrl: by.get(m)?.baseUrl ?? '', token: '', active: by.get(m)?.active ?? false, hasToken: by.get(m)?.hasToken ?? false },
        ]),
      ) as Draft,
    );
  }, [q.data]);
  if (!draft) return <Loader aria-label={t('app.loading')} />;
  const save = async () => {
    const channels = MESSENGERS.filter((m) => draft[m].baseUrl.trim()).map((m) => ({
      channel: m,
      baseUrl: draft[m].baseUrl.trim(),
      active: draft[m].active,
      ...(draft[m].token ? { token: draft[m].token } : {}),
    }));
    const checked = ChannelsBody.safeParse({ channels });
    const errs: Record<string, string> = {};
    if (!checked.success)
      for (const issue of checked.error.issues) {
        const [, index, field] = issue.path;
        const m = typeof index === 'number' ? channels[index]?.channel : undefined;
        if (m) errs[`${m}.${String(field)}`] ??= fieldMessage(issue.message);
      }
    setFieldErrors(errs);
    if (!checked.success) return setFailure(Object.keys(errs).length ? null : fieldMessage(checked.error.issues[0]?.message ?? ''));
    try {
      await api.put('/api/notification/channels', checked.data, { quiet: true });
      await qc.invalidateQueries({ queryKey: ['notify-channels'] });
      setFailure(null);
      toast({ message: t('screens.saved'), color: 'green' });
    } catch (err) {
      setFailure(errorText(err));
    }
  };
  return (
    <Stack maw={860}>
      <ErrorAlert message={failure} />
      {MESSENGERS.map((m) => (
        <Paper withBorder p="sm" key={m}>
          <Title order={2} size="h5" mb="xs">
            {t(`notifications.channels.${m}`)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('adminPanel.baseUrl')}
              placeholder="https://"
              value={draft[m].baseUrl}
              error={fieldErrors[`${m}.baseUrl`]}
              onChange={(e) => setDraft({ ...draft, [m]: { ...draft[m], baseUrl: e.currentTarget.value } })}
            />
            <PasswordInput
              label={t('adminPanel.token')}
              placeholder={draft[m].hasToken ? t('adminPanel.tokenKept') : ''}
              value={draft[m].token}
              error={fieldErrors[`${m}.token`]}
              onChange={(e) => setDraft({ ...draft, [m]: { ...draft[m], token: e.currentTarget.value } })}
              autoComplete="off"
            />
          </SimpleGrid>
          <Switch
            mt="xs"
            label={t('adminPanel.channelActive')}
            checked={draft[m].active}
            onChange={(e) => setDraft({ ...draft, [m]: { ...draft[m], active: e.currentTarget.checked } })}
          />
        </Paper>
      ))}
      <Button style={{ alignSelf: 'flex-start' }} onClick={() => void save()}>
        {t('screens.save')}
      </Button>
    </Stack>
  );
}
