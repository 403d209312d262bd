import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi, useMe } from '../hooks.js';
import type { ArticlePickerProps } from '../article-picker.js';
import MatchedSelect from './matched-select.js';

const LIMIT = 20;

interface Article {
  _id: string;
  kind: string;
  title: string;
}

/** The article picker's select (loaded by `ArticlePicker` on first use, where the knowledge base is on). */
export default function ArticlePickerSelect({ label, description, value, onChange, error, disabled }: ArticlePickerProps) {
  const { t } = useTranslation('common');
  const api = useApi();
  const me = useMe();
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const found = useQuery({
    // Under the knowledge base's own key, so its changes refresh the matches.
    queryKey: ['knowl_base', 'pick', search],
    queryFn: async () => {
      const query = new URLSearchParams({ fields: 'title', limit: String(LIMIT), ...(search ? { search } : { recent: 'true' }) });
      const page = await api.get<{ result: Article[] }>(`user/${me!.client!._id}/articles/access_for/${me!.user._id}?${query}`, {
        quiet: true,
      });
      // A search answers folders and files too.
      return page.result.filter((a) => a.kind === 'article');
    },
  });
  const listed = !!value && !!found.data?.some((a) => a._id === value);
  // The chosen article's title, when the matches do not hold it (a form opened for editing).
  const chosen = useQuery({
    queryKey: ['knowl_base', 'pick', 'title', value],
    enabled: !!value && !listed,
    queryFn: async () => (await api.get<{ result: Article }>(`article/${value}`, { quiet: true })).result.title,
  });
  return (
    <MatchedSelect
      label={label}
      description={description}
      data={(found.data ?? []).map((a) => ({ value: a._id, label: a.title }))}
      value={value}
      onChange={onChange}
      search={text}
      onSearchChange={setText}
      chosenLabel={chosen.data ?? t('articlePicker.chosen')}
      error={error}
      disabled={disabled}
      nothingFoundMessage={t(found.isFetching ? 'articlePicker.searching' : 'articlePicker.none')}
    />
  );
}
