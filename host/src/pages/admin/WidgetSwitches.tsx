import { Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { useApi, useMe, useShell, useSlot, type SlotContribution } from '@atrium/sdk/ui';
import { slotRoutes, SWITCHABLE_SLOTS, type SwitchableSlot } from '@atrium/sdk/shared';
import { useRightLabel } from '../../plugins/titles.js';
import { errorText } from '../shared/errors.js';

/** A widget's title: its `titleKey` in its plugin's texts (the host's for the core), else its plugin's name. */
function useWidgetTitle() {
  const { t } = useTranslation();
  const moduleName = useRightLabel();
  return (c: SlotContribution) => {
    const key = (c.Component as { titleKey?: string }).titleKey;
    if (c.plugin === 'core') return key ? t(key) : c.key;
    return key ? i18next.t(key, { ns: c.plugin }) : moduleName(c.plugin);
  };
}

/** Every widget of one switchable slot, core and plugin, with a switch (`PUT /api/clients/{id}/slots/{slot}`). */
function SlotSwitches({ slot }: { slot: SwitchableSlot }) {
  const { t } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const { toast } = useShell();
  const clientId = useMe()!.client!._id;
  const params = { id: clientId, slot };
  const items = useSlot(slot);
  const title = useWidgetTitle();
  const moduleName = useRightLabel();
  const key = ['slots', clientId, slot];
  const q = useQuery({
    queryKey: key,
    queryFn: async () => (await api.call(slotRoutes.get, { params })).result.on,
  });
  // Optimistic in the query cache, not in the mutation's state: the switches keep what was clicked even when the
  // tab remounts while the save is on its way (the `me` refresh below re-renders the settings page).
  const save = useMutation({
    mutationFn: async (on: string[]) => (await api.call(slotRoutes.put, { params, body: { on } }, { quiet: true })).result.on,
    onMutate: async (on) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<string[]>(key);
      qc.setQueryData(key, on);
      return { before };
    },
    onSuccess: async (on) => {
      qc.setQueryData(key, on);
      // The dashboards read the switches from the client's settings in `me`.
      await qc.invalidateQueries({ queryKey: ['me'] });
    },
    onError: (err, _on, context) => {
      qc.setQueryData(key, context?.before);
      toast({ message: errorText(err), color: 'red' });
    },
  });
  if (q.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  const on = q.data ?? [];
  const toggle = (widget: string, checked: boolean) => save.mutate(checked ? [...on, widget] : on.filter((k) => k !== widget));
  return (
    <Stack gap="xs" data-testid={`slot-switches-${slot}`}>
      <Title order={3} size="h5">
        {t(`adminPanel.slots.${slot}`)}
      </Title>
      <Text size="sm" c="dimmed">
        {t('adminPanel.slots.hint')}
      </Text>
      {items.map((c) => (
        <Switch
          key={c.key}
          data-testid={`widget-switch-${c.key}`}
          label={title(c)}
          description={c.plugin === 'core' ? t('adminPanel.slots.core') : moduleName(c.plugin)}
          checked={on.includes(c.key)}
          disabled={save.isPending}
          onChange={(ev) => toggle(c.key, ev.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}

/** The interface tab's widget switches: which widgets the company's dashboards show (a new one starts off). */
export function WidgetSwitches() {
  return (
    <Stack gap="lg" maw={720}>
      {(Object.keys(SWITCHABLE_SLOTS) as SwitchableSlot[]).map((slot) => (
        <SlotSwitches key={slot} slot={slot} />
      ))}
    </Stack>
  );
}
