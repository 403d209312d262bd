import type { DataSource } from 'typeorm';

/* The summary's writers write SQL of their own (upserts, fills) that runs on both engines. */

/** A date as both engines store a `datetime(3)`. */
export const stamp = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '');
export const isMysql = (m: { connection: DataSource } | DataSource) => ('connection' in m ? m.connection : m).options.type === 'mysql';
/** `n` placeholders for a list. */
export const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');
