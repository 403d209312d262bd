import { defineEntity, type ClientRow } from '@atrium/sdk/server';
import type { Lang } from '@atrium/sdk/shared';
import type { Currency } from '../../shared/constants.js';
import type { ShopTexts } from '../../shared/schemas.js';
import type { PicRef } from './pic.js';

/** The shop's settings for one client: one row per client, created with defaults on first read. */
export interface ShopSettingsRow extends ClientRow {
  name: string;
  coin: Currency;
  coinShort: string;
  description: string;
  pic: PicRef | null;
  managers: string[];
  hideUnavailable: boolean;
  /** Name, short coin name and description per interface language (null on rows saved before texts existed). */
  texts: Partial<Record<Lang, ShopTexts>> | null;
}

export const ShopSettings = defineEntity<ShopSettingsRow>({
  name: 'ShopSettings',
  table: 'shop',
  indices: [{ columns: [], unique: true, name: 'ux_shop_client' }],
  columns: {
    name: { type: 'varchar', length: 200 },
    coin: { type: 'varchar', length: 3 },
    coinShort: { type: 'varchar', length: 10 },
    description: { type: 'text' },
    pic: { type: 'simple-json', nullable: true },
    managers: { type: 'simple-json' },
    hideUnavailable: { type: 'boolean', default: false },
    texts: { type: 'simple-json', nullable: true },
  },
});
