import { useEffect, useState } from 'react';
import { Button, Checkbox, Loader, ScrollArea, Stack, Switch, Table } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi, useShell } from '@atrium/sdk/ui';
import { NOTIFICATION_CHANNELS } from '@atrium/sdk/shared';
import { useSectionLabel } from '../../plugins/titles.js';
import { errorText } from '../shared/errors.js';
import { ErrorAlert } from '../shared/ErrorAlert.js';

/** The client's notification sections: the core's (`plugin: null`) and those of its plugins that are on. */
export function useNotificationSections() {
  const api = useApi();
  return useQuery({
    queryKey: ['notify-sections'],
    staleTime: 5 * 60_000,
    queryFn: async () => (await api.get<{ result: { section: string; plugin: string | null }[] }>('/api/notifications/sections')).result,
  });
}

interface Settings {
  user_id: string;
  channels: Record<string, string[]>;
  digest: boolean;
}

/**
 * The channels a person gets for each section (`GET/PUT /api/user/notifications`): the popup, the
 * notification centre, e-mail and the messengers, plus the daily digest. The sections are the core's
 * and those of the client's plugins that are on (`GET /api/notifications/sections`).
 */
export function NotificationSettings({ userId, canEdit }: { userId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const { toast } = useShell();
  const q = useQuery({
    queryKey: ['notify-settings', userId],
    queryFn: async () => (await api.get<{ result: Settings }>(`/api/user/notifications/${userId}`)).result,
  });
  const sections = useNotificationSections();
  const sectionLabel = useSectionLabel();
  const [draft, setDraft] = useState<Settings | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (q.data) setDraft(q.data);
  }, [q.data]);
  if (!draft || !sections.data) return <Loader aria-label={t('app.loading')} />;
  const toggle = (section: string, channel: string, on: boolean) => {
    const cur = draft.channels[section] ?? [];
    setDraft({ ...draft, channels: { ...draft.channels, [section]: on ? [...cur, channel] : cur.filter((c) => c !== channel) } });
  };
  const save = async () => {
    try {
      await api.put('/api/user/notifications', { user_id: userId, channels: draft.channels, digest: draft.digest }, { quiet: true });
      await qc.invalidateQueries({ queryKey: ['notify-settings', userId] });
      toast({ message: t('screens.saved'), color: 'green' });
      setFailure(null);
    } catch (err) {
      setFailure(errorText(err));
    }
  };
  return (
    <Stack data-testid="notify-settings">
      <ErrorAlert message={failure} />
      <ScrollArea type="auto">
        <Table striped withTableBorder miw={560}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('notifications.section')}</Table.Th>
              {NOTIFICATION_CHANNELS.map((c) => (
                <Table.Th key={c} ta="center">
                  {t(`notifications.channels.${c}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sections.data.map(({ section: s }) => (
              <Table.Tr key={s}>
                <Table.Td>{sectionLabel(s)}</Table.Td>
                {NOTIFICATION_CHANNELS.map((c) => (
                  <Table.Td key={c} ta="center">
                    <Checkbox
                      disabled={!canEdit}
                      style={{ display: 'inline-block' }}
                      aria-label={`${sectionLabel(s)}: ${t(`notifications.channels.${c}`)}`}
                      checked={(draft.channels[s] ?? []).includes(c)}
                      onChange={(e) => toggle(s, c, e.currentTarget.checked)}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Switch
        label={t('notifications.digest')}
        disabled={!canEdit}
        checked={draft.digest}
        onChange={(e) => setDraft({ ...draft, digest: e.currentTarget.checked })}
      />
      {canEdit && (
        <Button style={{ alignSelf: 'flex-start' }} onClick={() => void save()} data-testid="notify-settings-save">
          {t('screens.save')}
        </Button>
      )}
    </Stack>
  );
}
