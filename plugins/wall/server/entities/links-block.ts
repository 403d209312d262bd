import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/** A links block of a module (the company wall by default): a titled list of links shown as a widget. */
export interface LinksBlockRow extends ClientRow {
  module: string;
  active: boolean;
}

export const LinksBlock = defineEntity<LinksBlockRow>({
  name: 'LinksBlock',
  table: 'wall_links_block',
  indices: [{ columns: ['module'], unique: true, name: 'ux_wall_links_block_module' }],
  columns: {
    module: { type: 'varchar', length: 64 },
    active: { type: 'boolean', default: true },
  },
});

export interface LinksBlockLinkRow extends ClientRow {
  blockId: string;
  title: string;
  link: string;
  sortOrder: number;
}

export const LinksBlockLink = defineEntity<LinksBlockLinkRow>({
  name: 'LinksBlockLink',
  table: 'wall_link',
  indices: [{ columns: ['blockId', 'sortOrder'], name: 'ix_wall_link_block' }],
  columns: {
    blockId: { type: 'varchar', length: 36 },
    title: { type: 'varchar', length: 200 },
    link: { type: 'varchar', length: 2000 },
    sortOrder: { type: 'int', default: 0 },
  },
});
