import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';

export interface MatchedSelectProps {
  label: string;
  description?: string;
  value: string | null;
  onChange(value: string | null): void;
  error?: string;
  disabled?: boolean;
  /** The options matching `search`, matched already (by the server, or by the caller over a list it read once). */
  data: { value: string; label: string }[];
  /** The words typed, kept by the caller, which matches by them. */
  search: string;
  onSearchChange(text: string): void;
  /** The chosen value's name when `data` does not hold it (a form opened for editing, or a name still loading). */
  chosenLabel: string;
  nothingFoundMessage: string;
}

const Select = lazy(() => import('./kit/matched-select.js'));

/**
 * A select of another module's items found by typing (the SDK's `ArticlePicker`, the adaptation's polls and
 * achievements): the caller finds the matches, the chosen item stays shown with its name.
 */
export function MatchedSelect(props: MatchedSelectProps) {
  return (
    <Suspense fallback={<Loader size="xs" />}>
      <Select {...props} />
    </Suspense>
  );
}
