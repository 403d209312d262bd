import { defineEntity, type ClientRow } from '@atrium/sdk/server';
import type { PicRef } from './pic.js';

export interface ShopAchievementRow extends ClientRow {
  name: string;
  description: string;
  pic: PicRef | null;
}

export const ShopAchievement = defineEntity<ShopAchievementRow>({
  name: 'ShopAchievement',
  table: 'shop_achievement',
  columns: {
    name: { type: 'varchar', length: 200 },
    description: { type: 'text' },
    pic: { type: 'simple-json', nullable: true },
  },
});
