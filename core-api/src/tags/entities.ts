import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/** A tag of one module (the owning plugin's code) in one client. */
export interface TagRow extends ClientRow {
  module: string;
  name: string;
}

/** One row of a module's model carrying a tag: the module, the model and the row's id. */
export interface TagLinkRow extends ClientRow {
  tagId: string;
  module: string;
  model: string;
  itemId: string;
}

export const Tag = defineEntity<TagRow>({
  name: 'Tag',
  table: 'tag',
  indices: [{ columns: ['module', 'name'], unique: true }],
  columns: {
    module: { type: 'varchar', length: 40 },
    name: { type: 'varchar', length: 50 },
  },
});

export const TagLink = defineEntity<TagLinkRow>({
  name: 'TagLink',
  table: 'tag_link',
  indices: [{ columns: ['tagId'] }, { columns: ['module', 'model', 'itemId', 'tagId'], unique: true }],
  columns: {
    tagId: { type: 'varchar', length: 36 },
    module: { type: 'varchar', length: 40 },
    model: { type: 'varchar', length: 40 },
    itemId: { type: 'varchar', length: 64 },
  },
});
