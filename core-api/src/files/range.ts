import parseRange from 'range-parser';

/** Bytes `start` to `end` of a file, both included (HTTP's own convention). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * What a download's `Range` header asks of a file of `size` bytes: one slice, `'unsatisfiable'` (416), or
 * null for the whole file. Several ranges in one header are answered with the whole file, as RFC 9110
 * allows: a video player asks for one, and a multipart answer would cost more than it saves.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}
