import { Loader, SimpleGrid, Switch } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi, useShell } from '@atrium/sdk/ui';
import { errorText } from '../shared/errors.js';
import { useRightLabel } from '../../plugins/titles.js';
import type { ClientRow } from './types.js';

/** Each feature (plugin or core switch) of the installation, on or off for this client. */
export function FeaturesTab({ client }: { client: ClientRow }) {
  const { t } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const { toast } = useShell();
  const label = useRightLabel();
  const all = useQuery({
    queryKey: ['features-all'],
    queryFn: async () => (await api.get<{ result: string[] }>('/api/clients/features/all')).result,
  });
  if (all.isPending) return <Loader aria-label={t('app.loading')} />;
  const on = (code: string) => client.features.some((f) => f.feature === code && f.active);
  const toggle = async (code: string, active: boolean) => {
    try {
      await api.put(`/api/clients/features/switch/${client._id}/${code}`, { active }, { quiet: true });
      await qc.invalidateQueries({ queryKey: ['client', client._id] });
      await qc.invalidateQueries({ queryKey: ['clients'] });
      toast({ message: t(active ? 'clientsAdmin.featureOn' : 'clientsAdmin.featureOff', { name: label(code) }), color: 'green' });
    } catch (err) {
      toast({ message: errorText(err), color: 'red' });
    }
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-testid="features">
      {(all.data ?? []).map((code) => (
        <Switch
          key={code}
          label={label(code)}
          description={code}
          checked={on(code)}
          onChange={(e) => void toggle(code, e.currentTarget.checked)}
          data-feature={code}
        />
      ))}
    </SimpleGrid>
  );
}
