import type { TextPart } from '../../shared/types.js';

/** A search answer's text: the matched words in `<mark>`, everything as text. */
export function Marked({ parts }: { parts: TextPart[] }) {
  return <>{parts.map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}</>;
}
