import { useState } from 'react';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi, useMe } from '@atrium/sdk/ui';
import type { Paged } from '@atrium/sdk/shared';

interface ArticleItem {
  _id: string;
  kind: string;
  title: string;
}

/**
 * The cycle's start article, found by title through the knowledge base's list call, by its path (a plugin
 * imports no other plugin). Without the knowledge base the list is empty and the field stays as it is.
 */
export function ArticlePicker({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: string | null;
  onChange(id: string | null): void;
  disabled?: boolean;
}) {
  const api = useApi();
  const me = useMe();
  const [search, setSearch] = useState('');
  const found = useQuery({
    queryKey: ['assessment', 'articles', search],
    enabled: !!me?.client,
    queryFn: () =>
      api.get<Paged<ArticleItem>>(
        `/api/user/${me!.client!._id}/articles/access_for/${me!.user._id}?fields=title&limit=20${search.trim() ? `&search=${encodeURIComponent(search.trim())}` : ''}`,
        { quiet: true },
      ),
  });
  const chosen = useQuery({
    queryKey: ['assessment', 'article', value],
    enabled: !!value,
    queryFn: () => api.get<{ result: ArticleItem }>(`/api/article/${value}`, { quiet: true }).then((r) => r.result),
  });
  const items = (found.data?.result ?? []).filter((a) => a.kind !== 'folder');
  const data = [...(chosen.data && !items.some((a) => a._id === value) ? [chosen.data] : []), ...items].map((a) => ({
    value: a._id,
    label: a.title,
  }));
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      disabled={disabled}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage="—"
    />
  );
}
