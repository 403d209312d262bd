import { z } from 'zod';

/** Request bodies are zod schemas shared by the server (validation, OpenAPI) and the UI (forms). */
export const ZscaffoldFggbeaItemInput = z
  .object({
    name: z.string().trim().min(1, 'name required').max(200),
    description: z.string().max(5000).default(''),
  })
  .strict();
export type ZscaffoldFggbeaItemInput = z.output<typeof ZscaffoldFggbeaItemInput>;

export const ZscaffoldFggbeaListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(25),
});

/** An item as the API answers it (its wire type: ids are `_id`). */
export interface ZscaffoldFggbeaItemView {
  _id: string;
  name: string;
  description: string;
  authorId: string;
  createdAt: string;
}
