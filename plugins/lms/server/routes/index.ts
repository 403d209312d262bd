import type { RouteBuilder } from '@atrium/sdk/server';
import { courseRoutes } from './courses.js';
import { lessonRoutes } from './lessons.js';
import { progressRoutes } from './progress.js';
import { settingsRoutes } from './settings.js';
import { testRoutes } from './tests.js';

/**
 * The Learning calls of spec features §7. The core checks the session, the feature `lms` and the right `lms`
 * first; courses, lessons and tests are written by admins, `lms_admin` and the course admins of the settings.
 */
export function routes(r: RouteBuilder) {
  courseRoutes(r);
  lessonRoutes(r);
  testRoutes(r);
  progressRoutes(r);
  settingsRoutes(r);
}
