import type { SearchPartView } from '@atrium/sdk/shared';

/** A highlighted text as the one search answers it: parts as text, the matched ones in `<mark>` (never HTML from the server). */
export function Parts({ parts }: { parts: SearchPartView[] }) {
  return <>{parts.map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}</>;
}

/** The plain text of parts (an accessible name, a test's expectation). */
export const partsText = (parts: SearchPartView[]) => parts.map((p) => p.text).join('');
