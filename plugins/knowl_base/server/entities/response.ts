import { defineEntity, type ClientRow } from '@atrium/sdk/server';
import type { StoredRef } from './article.js';

/** A response to a vacancy: kept so its attachments have an owner whose receivers may download them. */
export interface VacancyResponseRow extends ClientRow {
  vacancyId: string;
  userId: string;
  text: string;
  attachments: StoredRef[];
  /** Who was told: the vacancy's receivers then, or the administrators. */
  receivers: string[];
}
export const VacancyResponse = defineEntity<VacancyResponseRow>({
  name: 'VacancyResponse',
  table: 'knowl_base_response',
  indices: [{ columns: ['vacancyId'] }],
  columns: {
    vacancyId: { type: 'varchar', length: 36 },
    userId: { type: 'varchar', length: 36 },
    text: { type: 'text' },
    attachments: { type: 'simple-json' },
    receivers: { type: 'simple-json' },
  },
});
