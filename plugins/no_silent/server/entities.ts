import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/** An attachment as the report keeps it: read with the report, no listing of files needed. */
export interface StoredReportFile {
  id: string;
  fileName: string;
  mimetype: string;
  size: number;
  url: string;
}

/**
 * A violation report. An anonymous one has `authorId`, `authorName` null, a random UUIDv4 id and
 * `createdAt`/`updatedAt` at midnight UTC of its day; `codeHash` is the SHA-256 of the code its reporter
 * keeps (the code itself is stored nowhere). A named one keeps its author, who follows it signed in.
 */
export interface ViolReportRow extends ClientRow {
  authorId: string | null;
  authorName: string | null;
  description: string;
  files: StoredReportFile[];
  codeHash: string | null;
}

export const ViolReport = defineEntity<ViolReportRow>({
  name: 'ViolReport',
  table: 'no_silent_report',
  columns: {
    authorId: { type: 'varchar', length: 36, nullable: true },
    authorName: { type: 'varchar', length: 100, nullable: true },
    description: { type: 'text' },
    files: { type: 'simple-json' },
    codeHash: { type: 'varchar', length: 64, nullable: true },
  },
  indices: [{ columns: ['codeHash'], unique: true }, { columns: ['authorId'] }],
});

/**
 * One message of a report's thread. The reporter's messages of an anonymous report have no author, a random
 * id and the day only; `n` keeps the thread's order, which the day alone cannot.
 */
export interface ViolMessageRow extends ClientRow {
  reportId: string;
  n: number;
  fromReporter: boolean;
  authorId: string | null;
  text: string;
}

export const ViolMessage = defineEntity<ViolMessageRow>({
  name: 'ViolMessage',
  table: 'no_silent_message',
  columns: {
    reportId: { type: 'varchar', length: 36 },
    n: { type: 'int' },
    fromReporter: { type: 'boolean' },
    authorId: { type: 'varchar', length: 36, nullable: true },
    text: { type: 'text' },
  },
  indices: [{ columns: ['reportId', 'n'], unique: true }],
});
