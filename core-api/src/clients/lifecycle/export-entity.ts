import { defineEntity, type ClientRow } from '@atrium/sdk/server';
import type { ClientExportState } from '@atrium/sdk/shared';

/** One export of a client's archive, run as a job: its state and progress, read by the clients screen. */
export interface ClientExportRow extends ClientRow {
  name: string;
  createdBy: string;
  state: ClientExportState;
  /** Share done, 0..1. */
  progress: number;
  /** The archive under DATA_DIR/exports once done. */
  fileName: string | null;
  error: string | null;
}

export const ClientExport = defineEntity<ClientExportRow>({
  name: 'ClientExport',
  table: 'client_export',
  columns: {
    name: { type: 'varchar', length: 200 },
    createdBy: { type: 'varchar', length: 36 },
    state: { type: 'varchar', length: 10 },
    progress: { type: 'double', default: 0 },
    fileName: { type: 'varchar', length: 300, nullable: true },
    error: { type: 'text', nullable: true },
  },
});
