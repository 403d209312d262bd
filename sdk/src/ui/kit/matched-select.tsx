import { Select } from '@mantine/core';
import type { MatchedSelectProps } from '../matched-select.js';

/** The matched select (`MatchedSelect`, loaded on first use; `ArticlePicker`'s own select imports it directly). */
export default function MatchedSelect({ data, search, value, chosenLabel, ...props }: MatchedSelectProps) {
  const shown = value && !data.some((o) => o.value === value) ? [{ value, label: chosenLabel }, ...data] : data;
  return (
    <Select
      {...props}
      searchable
      clearable
      // The caller matched the words already.
      filter={({ options }) => options}
      data={shown}
      value={value}
      searchValue={search}
    />
  );
}
