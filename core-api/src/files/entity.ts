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
  indices: [
    { columns: ['uploaderId'], name: 'ix_file_client_uploader' },
    { columns: ['ownerType', 'ownerRef'], name: 'ix_file_client_owner' },
    { columns: ['refCount'], name: 'ix_file_client_refcount' },
  ],
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

/**
 * One record's use of a file (docs/architecture.md, Files): a file shared by two records has two rows and
 * is deleted only when the last one lets go. `plugin` is whose read rule guards the file.
 */
export interface FileRefRow extends ClientRow {
  fileId: string;
  plugin: string;
  ownerType: string;
  ownerRef: string;
}

export const FileRefEntity = defineEntity<FileRefRow>({
  name: 'FileRef',
  table: 'file_ref',
  indices: [
    { columns: ['plugin', 'ownerType', 'ownerRef'], name: 'ix_file_ref_record' },
    { columns: ['fileId', 'plugin', 'ownerType', 'ownerRef'], unique: true, name: 'ux_file_ref_owner' },
  ],
  columns: {
    fileId: { type: 'varchar', length: 36 },
    plugin: { type: 'varchar', length: 40 },
    ownerType: { type: 'varchar', length: 40 },
    ownerRef: { type: 'varchar', length: 36 },
  },
});
