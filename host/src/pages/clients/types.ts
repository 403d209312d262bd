import type { Company } from '../employees/company.js';

export type ClientRow = Company & { vendor: string | null; notes: string | null; createdAt: string; updatedAt: string };

export interface FileStat {
  size: number;
  sizeText: string;
  totalGb: number;
  availableText: string;
}
