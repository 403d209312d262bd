import { z } from 'zod';
import { STRUCTURE_TYPES } from './enums.js';
import { idOf } from './ids.js';

export const DepartmentCreate = z
  .object({
    name: z.string().trim().min(1, 'department name required').max(200),
    description: z.string().max(2000).nullable().optional(),
    parentId: idOf('Department').nullable().optional(),
    managerId: idOf('User').nullable().optional(),
    type: z.enum(STRUCTURE_TYPES).default('administrative'),
  })
  .strict();
export const DepartmentUpdate = z
  .object({
    name: z.string().trim().min(1, 'department name required').max(200),
    description: z.string().max(2000).nullable(),
    parentId: idOf('Department').nullable(),
    managerId: idOf('User').nullable(),
    deleted: z.boolean(),
  })
  .partial()
  .strict();
