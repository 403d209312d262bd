import { useState } from 'react';
import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '@atrium/sdk/ui';
import type { SearchModule } from '../../search/modules.js';

type Range = [string | null, string | null];

/**
 * The module and the period of a search. A period applies once both its days are chosen (the picker
 * gives the first day alone in between) or when it is cleared.
 */
export function SearchFilters({
  modules,
  type,
  from,
  to,
  onChange,
}: {
  modules: SearchModule[];
  type: string | null;
  from: string | null;
  to: string | null;
  onChange: (f: { type?: string | null; from?: string | null; to?: string | null }) => void;
}) {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range>([from, to]);
  const [shown, setShown] = useState<Range>([from, to]);
  // The address changed (back, forward, a link): the picker shows its period.
  if (shown[0] !== from || shown[1] !== to) {
    setShown([from, to]);
    setRange([from, to]);
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Select
        label={t('searchPage.module')}
        placeholder={t('searchPage.allModules')}
        clearable
        data={modules.map((m) => ({ value: m.code, label: m.title }))}
        value={type}
        onChange={(v) => onChange({ type: v })}
        data-testid="search-module"
      />
      <DateField
        type="range"
        label={t('searchPage.period')}
        clearable
        allowSingleDateInRange
        value={range}
        onChange={(v) => {
          const next = v as Range;
          setRange(next);
          if ((next[0] && next[1]) || (!next[0] && !next[1])) onChange({ from: next[0], to: next[1] });
        }}
        data-testid="search-period"
      />
    </SimpleGrid>
  );
}
