import { useDeferredValue, useState } from 'react';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi, useMe, useT } from '@atrium/sdk/ui';
import { KNOWLEDGE_BASE } from '../../shared/constants.js';

const LIMIT = 20;

interface Article {
  _id: string;
  title: string;
}

/**
 * The knowledge-base article describing a service, searched by title through the knowledge base's own call by its
 * path (`GET api/user/{client}/articles/access_for/{me}`): services import nothing of it, and where its feature is off
 * the field is not shown.
 */
export function ArticlePicker({ value, onChange, error }: { value: string | null; onChange: (id: string | null) => void; error?: string }) {
  const t = useT();
  const api = useApi();
  const me = useMe();
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const on = !!me?.features.includes(KNOWLEDGE_BASE);
  const found = useQuery({
    queryKey: ['services', 'articles', search],
    enabled: on,
    queryFn: async () => {
      const query = new URLSearchParams({ kind: 'article', fields: 'title', limit: String(LIMIT), ...(search ? { search } : {}) });
      const page = await api.get<{ result: Article[] }>(`user/${me!.client!._id}/articles/access_for/${me!.user._id}?${query}`, {
        quiet: true,
      });
      return page.result;
    },
  });
  const listed = !!value && !!found.data?.some((a) => a._id === value);
  // The chosen article's title, when the matches do not hold it (a service opened for editing).
  const chosen = useQuery({
    queryKey: ['services', 'article', value],
    enabled: on && !!value && !listed,
    queryFn: async () => (await api.get<{ result: Article }>(`article/${value}`, { quiet: true })).result.title,
  });
  if (!on) return null;
  const data = (found.data ?? []).map((a) => ({ value: a._id, label: a.title }));
  if (value && !listed) data.unshift({ value, label: chosen.data ?? t('editor.articleChosen') });
  return (
    <Select
      label={t('editor.article')}
      description={t('editor.articleHint')}
      searchable
      clearable
      // The server matched the words already.
      filter={({ options }) => options}
      data={data}
      value={value}
      onChange={onChange}
      searchValue={text}
      onSearchChange={setText}
      error={error}
      nothingFoundMessage={found.isFetching ? t('editor.articleSearching') : t('editor.articleNone')}
    />
  );
}
