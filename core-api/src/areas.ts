import type { AreaFactory } from './core.js';
import { platformAreas } from './services/areas.js';
import { structureArea } from './structure/area.js';
import { adminArea } from './admin/area.js';
import { tagsArea } from './tags/area.js';
import { workdaysArea } from './workdays/area.js';
import { ssoArea } from './sso/area.js';
import { scimArea } from './scim/area.js';
import { analyticsArea } from './analytics/area.js';
import { clientLifecycleArea } from './clients/lifecycle/area.js';
import { searchArea } from './search/area.js';
import { hrArea } from './hr/area.js';
import { sendsayArea } from './clients/sendsay/area.js';

/**
 * Further core areas (structure, notifications, files, realtime, jobs, mailings, ...) register here,
 * one line each, so that app.ts stays the same as the platform grows.
 */
export const coreAreas: AreaFactory[] = [
  structureArea,
  ...platformAreas,
  adminArea,
  tagsArea,
  workdaysArea,
  ssoArea,
  scimArea,
  analyticsArea,
  clientLifecycleArea,
  sendsayArea,
  searchArea,
  hrArea,
];
