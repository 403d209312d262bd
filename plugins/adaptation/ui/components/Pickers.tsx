import { useState } from 'react';
import { MatchedSelect, useApi, useMe, useT, type ApiClient } from '@atrium/sdk/ui';
import { useQuery } from '@tanstack/react-query';

const LIMIT = 20;

interface Found {
  value: string;
  label: string;
}

interface Source {
  /** The plugin whose list is read; without it for the client the picker is not shown. */
  plugin: 'polls' | 'shop';
  /** One page of the plugin's list: its call takes no search words, so it is read once and matched here. */
  list: (api: ApiClient, client: string) => Promise<Found[]>;
  /** The name of the item already chosen, when the page does not hold it. */
  name: (api: ApiClient, id: string, client: string) => Promise<string>;
}

interface PickerProps {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
}

/**
 * Another plugin's item chosen by name from that plugin's own list call by its path: the adaptation imports
 * nothing of the polls or the shop, and where the plugin is off the picker is not shown (an article is the
 * SDK's `ArticlePicker`).
 */
function makePicker(source: Source) {
  return function Picker({ label, value, onChange, error }: PickerProps) {
    const t = useT();
    const api = useApi();
    const me = useMe();
    const [text, setText] = useState('');
    const on = !!me?.features.includes(source.plugin);
    const client = me?.client?._id ?? '';
    const found = useQuery({
      queryKey: ['adaptation', 'pick', source.plugin],
      enabled: on,
      queryFn: () => source.list(api, client),
    });
    const chosen = useQuery({
      queryKey: ['adaptation', 'pick', source.plugin, 'name', value],
      enabled: on && !!value && !found.data?.some((f) => f.value === value),
      queryFn: () => source.name(api, value!, client),
    });
    if (!on) return null;
    const words = text.trim().toLowerCase();
    return (
      <MatchedSelect
        label={label}
        data={(found.data ?? []).filter((f) => f.label.toLowerCase().includes(words)).slice(0, LIMIT)}
        value={value}
        onChange={onChange}
        search={text}
        onSearchChange={setText}
        chosenLabel={chosen.data ?? value ?? ''}
        error={error}
        nothingFoundMessage={t('pick.nothing')}
      />
    );
  };
}

/** Polls, newest first, from `GET api/poll`: it takes no search words, so the names of its largest page are matched here. */
export const PollPicker = makePicker({
  plugin: 'polls',
  list: async (api) =>
    (await api.get<{ result: { _id: string; name: string }[] }>('poll?limit=200', { quiet: true })).result.map((p) => ({
      value: p._id,
      label: p.name,
    })),
  name: async (api, id) => (await api.get<{ result: { name: string } }>(`poll/${id}`, { quiet: true })).result.name,
});

/** The shop's achievements (its managers' list, `GET api/shop/{client}/achievements`), matched by name here. */
const achievements = async (api: ApiClient, client: string) =>
  (await api.get<{ result: { _id: string; name: string }[] }>(`shop/${client}/achievements?limit=200`, { quiet: true })).result.map(
    (a) => ({ value: a._id, label: a.name }),
  );
export const AchievementPicker = makePicker({
  plugin: 'shop',
  list: achievements,
  name: async (api, id, client) => (await achievements(api, client)).find((a) => a.value === id)?.label ?? id,
});
