import { useDeferredValue, useState } from 'react';
import { Select } from '@mantine/core';
import { useApi, useMe, useT, type ApiClient } from '@atrium/sdk/ui';
import { useQuery } from '@tanstack/react-query';

const LIMIT = 20;

interface Found {
  value: string;
  label: string;
}

interface Source {
  /** The plugin whose list is searched; without it for the client the picker is not shown. */
  plugin: 'knowl_base' | 'polls' | 'shop';
  /** Up to a page of matches for the text typed (for a list that takes no search words, one page to match here). */
  search: (api: ApiClient, ctx: { client: string; me: string }, text: string) => Promise<Found[]>;
  /** The list call takes no search words: it is read once and matched in the browser. */
  local?: boolean;
  /** The name of the item already chosen, when the matches do not hold it. */
  name: (api: ApiClient, id: string, ctx: { client: string; me: string }) => Promise<string>;
}

interface PickerProps {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
}

/**
 * Another plugin's item chosen by searching through that plugin's own list call by its path: the adaptation
 * imports nothing of the knowledge base or the polls, and where the plugin is off the picker is not shown.
 */
function makePicker(source: Source) {
  return function Picker({ label, value, onChange, error }: PickerProps) {
    const t = useT();
    const api = useApi();
    const me = useMe();
    const [text, setText] = useState('');
    const typed = useDeferredValue(text.trim());
    const search = source.local ? '' : typed;
    const on = !!me?.features.includes(source.plugin);
    const ctx = { client: me?.client?._id ?? '', me: me?.user._id ?? '' };
    const found = useQuery({
      queryKey: ['adaptation', 'pick', source.plugin, search],
      enabled: on,
      queryFn: () => source.search(api, ctx, search),
    });
    const chosen = useQuery({
      queryKey: ['adaptation', 'pick', source.plugin, 'name', value],
      enabled: on && !!value && !found.data?.some((f) => f.value === value),
      queryFn: () => source.name(api, value!, ctx),
    });
    if (!on) return null;
    const words = typed.toLowerCase();
    const data = (found.data ?? []).filter((f) => !source.local || f.label.toLowerCase().includes(words)).slice(0, LIMIT);
    if (value && !data.some((f) => f.value === value)) data.unshift({ value, label: chosen.data ?? value });
    return (
      <Select
        label={label}
        searchable
        clearable
        filter={({ options }) => options}
        data={data}
        value={value}
        onChange={onChange}
        searchValue={text}
        onSearchChange={setText}
        error={error}
        nothingFoundMessage={t('pick.nothing')}
      />
    );
  };
}

/** Articles (not folders or files) whose titles match, from `GET api/user/{client}/articles/access_for/{me}`. */
export const ArticlePicker = makePicker({
  plugin: 'knowl_base',
  search: async (api, { client, me }, text) => {
    const query = new URLSearchParams({ fields: 'title', limit: String(LIMIT), ...(text ? { search: text } : { recent: 'true' }) });
    const page = await api.get<{ result: { _id: string; kind: string; title: string }[] }>(
      `user/${client}/articles/access_for/${me}?${query}`,
      { quiet: true },
    );
    return page.result.filter((a) => a.kind === 'article').map((a) => ({ value: a._id, label: a.title }));
  },
  name: async (api, id) => (await api.get<{ result: { title: string } }>(`article/${id}`, { quiet: true })).result.title,
});

/** Polls, newest first, from `GET api/poll`: it takes no search words, so the names of its largest page are matched here. */
export const PollPicker = makePicker({
  plugin: 'polls',
  local: true,
  search: async (api) =>
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
  local: true,
  search: (api, { client }) => achievements(api, client),
  name: async (api, id, { client }) => (await achievements(api, client)).find((a) => a.value === id)?.label ?? id,
});
