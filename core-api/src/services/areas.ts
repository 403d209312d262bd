import type { AreaFactory } from '../core.js';
import { notificationsArea } from '../notifications/area.js';
import { filesArea } from '../files/area.js';
import { mailingsArea } from '../mailings/area.js';
import { reportsArea } from '../reports/area.js';

/** The API areas of the platform services, registered in areas.ts as one entry. */
export const platformAreas: AreaFactory[] = [notificationsArea, filesArea, mailingsArea, reportsArea];
