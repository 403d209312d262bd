import { defineEntity, type ClientRow } from '@atrium/sdk/server';
import type { HrEmployeeRow } from '@atrium/sdk/shared';

/**
 * The last row the HR import took for an employee, which `POST api/user/reset_to_hrm` puts back: the row as
 * checked, and the columns the file had (a column the file lacked was left alone, and is on a reset too).
 */
export interface HrRecordRow extends ClientRow {
  userId: string;
  columns: string[];
  data: HrEmployeeRow;
  importedAt: Date;
}

export const HrRecord = defineEntity<HrRecordRow>({
  name: 'HrRecord',
  table: 'hr_record',
  indices: [{ columns: ['userId'], unique: true }],
  columns: {
    userId: { type: 'varchar', length: 36 },
    columns: { type: 'simple-json' },
    data: { type: 'simple-json' },
    importedAt: { type: 'datetime', precision: 3 },
  },
});
