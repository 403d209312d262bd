import { useFormat } from '@atrium/sdk/ui';
import type { SearchAnswer } from '@atrium/sdk/shared';

/** An answer's total as a person reads it: "1,000+" when the server stopped counting at its cap (docs/architecture.md, Search). */
export function useSearchTotal() {
  const format = useFormat();
  return (answer: Pick<SearchAnswer, 'total' | 'totalExact'>) => `${format.number(answer.total)}${answer.totalExact ? '' : '+'}`;
}
