import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/** The UI reports a session after 30 s of inactivity: from its start to the current time. */
export interface SessionReportRow extends ClientRow {
  userId: string;
  sessionStart: Date;
  currentTime: Date;
  durationMs: number;
  mobile: boolean;
}

export const SessionReport = defineEntity<SessionReportRow>({
  name: 'SessionReport',
  table: 'session_report',
  indices: [{ columns: ['sessionStart'], name: 'ix_session_report_start' }],
  columns: {
    userId: { type: 'varchar', length: 36 },
    sessionStart: { type: 'datetime', precision: 3 },
    currentTime: { type: 'datetime', precision: 3 },
    durationMs: { type: 'int' },
    mobile: { type: 'boolean', default: false },
  },
});

/** Leaving a module reports a visit; visits from the mobile app are kept but not counted for visitors. */
export interface ModuleVisitRow extends ClientRow {
  userId: string;
  module: string;
  time: Date;
  /** Seconds spent in the module, when the shell reports it. */
  seconds: number | null;
  mobile: boolean;
}

export const ModuleVisit = defineEntity<ModuleVisitRow>({
  name: 'ModuleVisit',
  table: 'module_visit',
  indices: [{ columns: ['time', 'module'], name: 'ix_module_visit_time' }],
  columns: {
    userId: { type: 'varchar', length: 36 },
    module: { type: 'varchar', length: 60 },
    time: { type: 'datetime', precision: 3 },
    seconds: { type: 'int', nullable: true },
    mobile: { type: 'boolean', default: false },
  },
});
