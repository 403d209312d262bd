import type { z } from 'zod';
import { ArticleInput, type ArticleUpdate } from '../../shared/schemas.js';
import type { ArticleRow } from '../entities/index.js';
import { vacancyFields } from './vacancy.js';

const refs = (files: { id: string }[]) => files.map((f) => ({ file: f.id }));

/** The stored item as the body that would write it again; `grants` is left out, so they stay. */
function storedInput(row: ArticleRow): z.input<typeof ArticleInput> {
  return {
    kind: row.kind,
    parentId: row.parentId,
    section: row.section,
    title: row.title,
    subtitle: row.subtitle,
    content: row.content,
    cover: row.cover?.id ?? null,
    thumb: row.thumb?.id ?? null,
    url: row.url,
    files: refs(row.files),
    attachments: refs(row.attachments),
    tags: row.tags,
    vacancy: vacancyFields(row),
  };
}

/**
 * A PUT is a partial update: the fields sent replace the stored ones, those left out stay, and the item's
 * rules (an article's content, a file's file or link, a vacancy at the top) are checked on the result: a
 * ZodError, which the platform answers with 400 and the fields.
 */
export function updatedInput(row: ArticleRow, body: ArticleUpdate): ArticleInput {
  return ArticleInput.parse({ ...storedInput(row), ...body });
}
