import { useEffect, useMemo, useState } from 'react';
import { Avatar, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight, type SpotlightStore } from '@mantine/spotlight';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SearchHitView } from '@atrium/sdk/shared';
import '@mantine/spotlight/styles.css';
import { Parts } from './Parts.js';
import { PEOPLE, usePeopleCards } from './people.js';
import { useSearchModules } from './modules.js';
import { QUERY_MAX, QUERY_MIN, searchParams, useSearch } from './use-search.js';
import { useSearchTotal } from './total.js';

/** Hits the box shows at once; the rest are on the search page. */
const BOX_LIMIT = 12;
/** Out of sight, still read by screen readers (Mantine's VisuallyHidden, for the dialog's header). */
const HIDDEN = { position: 'absolute', width: 1, height: 1, padding: 0, minHeight: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;
/** Typing pauses this long before a search is sent. */
const DEBOUNCE_MS = 250;

/** Hits in groups by module, the groups in the order of their best hit (the answer is ranked). */
function groupByModule(hits: SearchHitView[]): { module: string; hits: SearchHitView[] }[] {
  const groups = new Map<string, SearchHitView[]>();
  for (const h of hits) groups.set(h.module, [...(groups.get(h.module) ?? []), h]);
  return [...groups].map(([module, list]) => ({ module, hits: list }));
}

/**
 * Chooses the first entry, as the box does itself on each keystroke (its `selectAction(0)`, which the
 * package does not export): results arrive after the keystroke, and the best hit should be the one Enter opens.
 */
function chooseFirst(store: SpotlightStore) {
  const list = document.getElementById(store.getState().listId);
  list?.querySelector('[data-selected]')?.removeAttribute('data-selected');
  list?.querySelector('[data-action]')?.setAttribute('data-selected', 'true');
  store.updateState((state) => ({ ...state, selected: 0 }));
}

/**
 * The header's search (docs/architecture.md, "The one search"), loaded on first use by `SearchButton`:
 * `@mantine/spotlight` with instant results grouped by module. Arrows move through the results, Enter
 * opens the chosen one (the first is chosen as results arrive), Esc closes; the last entry leads to the search page.
 */
export default function SearchBox({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const totalText = useSearchTotal();
  const navigate = useNavigate();
  const [[store, actions]] = useState(createSpotlight);
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const search = useSearch({ q: debounced, limit: BOX_LIMIT });
  const { label } = useSearchModules();
  const hits = search.data?.result;
  const people = usePeopleCards(hits);
  const groups = useMemo(() => groupByModule(hits ?? []), [hits]);
  const ready = query.trim().length >= QUERY_MIN;
  const settled = ready && debounced === query.trim() && search.isSuccess;

  useEffect(() => (opened ? actions.open() : actions.close()), [opened, actions]);
  // New results: the first is chosen, so Enter opens the best hit (or, with none, the search page).
  useEffect(() => {
    if (opened) requestAnimationFrame(() => chooseFirst(store));
  }, [opened, hits, ready, store]);

  const all = `/search?${searchParams({ q: query })}`;
  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      onSpotlightClose={onClose}
      scrollable
      maxHeight="min(460px, 70dvh)"
      // The dialog's name: a title for screen readers only (the box shows no header).
      title={t('search.title')}
      styles={{ header: HIDDEN }}
    >
      <Spotlight.Search
        placeholder={t('search.placeholder')}
        aria-label={t('search.title')}
        maxLength={QUERY_MAX}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={
          ready && (search.isFetching || debounced !== query.trim()) ? <Loader size="xs" aria-label={t('app.loading')} /> : null
        }
        data-testid="search-box"
      />
      <Spotlight.ActionsList aria-live="polite">
        {!ready && <Spotlight.Empty>{t('search.tooShort', { count: QUERY_MIN })}</Spotlight.Empty>}
        {groups.map((g) => (
          <Spotlight.ActionsGroup
            key={g.module}
            label={label(g.module)}
            role="group"
            aria-label={label(g.module)}
            data-testid="search-group"
          >
            {g.hits.map((h) => {
              const person = h.module === PEOPLE ? people.get(h._id) : undefined;
              return (
                <Spotlight.Action key={`${h.kind}:${h._id}`} onClick={() => navigate(h.link)} data-testid="search-hit">
                  <Group wrap="nowrap" gap="sm" w="100%">
                    {h.module === PEOPLE && <Avatar src={person?.avatar ?? null} radius="xl" size={32} alt="" color="blue" />}
                    {/* Secondary lines in the text colour: dimmed grey fails contrast on the chosen entry's background. */}
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={500} truncate>
                        <Parts parts={h.title} />
                      </Text>
                      {person?.position ? (
                        <Text size="xs" truncate>
                          {person.position}
                        </Text>
                      ) : (
                        h.snippet.length > 0 && (
                          <Text size="xs" lineClamp={2}>
                            <Parts parts={h.snippet} />
                          </Text>
                        )
                      )}
                    </Stack>
                  </Group>
                </Spotlight.Action>
              );
            })}
          </Spotlight.ActionsGroup>
        ))}
        {settled && !search.data!.total && <Spotlight.Empty data-testid="search-nothing">{t('search.nothing')}</Spotlight.Empty>}
        {settled && search.data!.suggestion && (
          <Spotlight.Action
            closeSpotlightOnTrigger={false}
            onClick={() => setQuery(search.data!.suggestion!)}
            data-testid="search-suggestion"
            label={t('search.didYouMean', { query: search.data!.suggestion })}
          />
        )}
        {search.isError && <Spotlight.Empty>{t('search.failed')}</Spotlight.Empty>}
        {ready && (
          <Spotlight.Action
            onClick={() => navigate(all)}
            leftSection={<IconArrowRight size={18} aria-hidden />}
            label={settled ? t('search.all', { total: totalText(search.data!) }) : t('search.showAll')}
            data-testid="search-all"
          />
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
