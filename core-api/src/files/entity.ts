import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/** A stored file of a client. Its bytes live in the file store under `key` (prefixed by the client id). */
export interface FileRow extends ClientRow {
  key: string;
  thumbKey: string | null;
  fileName: string;
  /** Taken from the content (magic bytes), never from the name alone. */
  mimetype: string;
  size: number;
  purpose: string;
  /** Who uploaded it. */
  uploaderId: string | null;
  /** Records using the file; a file no record uses is "hanging". */
  refCount: number;
  ownerType: string | null;
  ownerRef: string | null;
}

export const FileEntity = defineEntity<FileRow>({
  name: 'File',
  table: 'file',
  columns: {
    key: { type: 'varchar', length: 500 },
    thumbKey: { type: 'varchar', length: 500, nullable: true },
    fileName: { type: 'varchar', length: 255 },
    mimetype: { type: 'varchar', length: 150 },
    size: { type: 'double' },
    purpose: { type: 'varchar', length: 20 },
    uploaderId: { type: 'varchar', length: 36, nullable: true },
    refCount: { type: 'int', default: 0 },
    ownerType: { type: 'varchar', length: 40, nullable: true },
    ownerRef: { type: 'varchar', length: 36, nullable: true },
  },
});
