import { z } from 'zod';
import { STRUCTURE_TYPES } from './enums.js';

export const DepartmentCreate = z
  .object({
    name: z.string().trim().min(1, 'department name required').max(200),
    description: z.string().max(2000).nullable().optional(),
    parentId: z.string().max(64).nullable().optional(),
    managerId: z.string().max(64).nullable().optional(),
    type: z.enum(STRUCTURE_TYPES).default('administrative'),
  })
  .strict();
export const DepartmentUpdate = z
  .object({
    name: z.string().trim().min(1, 'department name required').max(200),
    description: z.string().max(2000).nullable(),
    parentId: z.string().max(64).nullable(),
    managerId: z.string().max(64).nullable(),
    deleted: z.boolean(),
  })
  .partial()
  .strict();
