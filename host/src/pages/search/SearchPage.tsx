import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader, Pager } from '../shared/ui.js';
import { NeedsClient } from '../shared/NeedsClient.js';
import { ErrorAlert } from '../shared/ErrorAlert.js';
import { errorText } from '../shared/errors.js';
import { useSearchModules } from '../../search/modules.js';
import { QUERY_MAX, QUERY_MIN, useSearch } from '../../search/use-search.js';
import { readSearchState, writeSearchState, type SearchState } from './search-url.js';
import { SearchFilters } from './SearchFilters.js';
import { SearchHits } from './SearchHits.js';
import { useSearchTotal } from '../../search/total.js';

/** Hits a page of results holds. */
const PAGE_LIMIT = 20;

/**
 * `/search`: the one search over every module the reader may open (docs/architecture.md, "The one
 * search"), filtered by module and period, paged; the address holds the whole state, so back, forward and
 * a shared link show the same page.
 */
function SearchScreen() {
  const { t } = useTranslation();
  const totalText = useSearchTotal();
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  const { modules, label } = useSearchModules();
  const [typed, setTyped] = useState(state.q);
  const [shownQ, setShownQ] = useState(state.q);
  // The address changed (back, forward, "did you mean"): the box shows its query.
  if (shownQ !== state.q) {
    setShownQ(state.q);
    setTyped(state.q);
  }
  const q = state.q.trim();
  const valid = q.length >= QUERY_MIN;
  const search = useSearch(
    { q, type: state.type ?? undefined, from: state.from ?? undefined, to: state.to ?? undefined, page: state.page, limit: PAGE_LIMIT },
    { keep: true },
  );
  // Every change is a step of the history; any change but the page's own starts at the first page.
  const go = (change: Partial<SearchState>) => setParams(writeSearchState({ ...state, page: 1, ...change }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ q: typed.trim() });
  };
  const answer = search.data;
  const suggestion = answer?.suggestion;
  return (
    <Stack gap="md">
      <PageHeader title={t('search.title')} />
      <form onSubmit={submit} role="search">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label={t('searchPage.query')}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            maxLength={QUERY_MAX}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: 1 }}
            data-testid="search-query"
          />
          <Button type="submit">{t('searchPage.submit')}</Button>
        </Group>
      </form>
      <SearchFilters modules={modules} type={state.type} from={state.from} to={state.to} onChange={go} />
      {!valid ? (
        <Text c="dimmed" data-testid="search-hint">
          {t('search.tooShort', { count: QUERY_MIN })}
        </Text>
      ) : search.isPending ? (
        <Loader aria-label={t('app.loading')} />
      ) : search.isError ? (
        <ErrorAlert message={errorText(search.error)} testId="search-error" />
      ) : (
        <>
          {suggestion && (
            <Text data-testid="search-suggestion">
              {t('searchPage.didYouMean')}{' '}
              <Anchor component={Link} to={`?${writeSearchState({ ...state, q: suggestion, page: 1 })}`} fw={600}>
                {suggestion}
              </Anchor>
            </Text>
          )}
          {answer!.total === 0 ? (
            <Text c="dimmed" data-testid="search-empty">
              {t('searchPage.nothing', { query: q })}
            </Text>
          ) : (
            <div aria-busy={search.isFetching} style={{ opacity: search.isPlaceholderData ? 0.6 : 1 }}>
              <SearchHits hits={answer!.result} label={label} />
              <Pager
                page={state.page}
                limit={answer!.limit}
                total={answer!.total}
                totalText={t('searchPage.total', { total: totalText(answer!) })}
                onChange={(page) => go({ page })}
              />
            </div>
          )}
        </>
      )}
    </Stack>
  );
}

export default function SearchPage() {
  return (
    <NeedsClient>
      <SearchScreen />
    </NeedsClient>
  );
}
