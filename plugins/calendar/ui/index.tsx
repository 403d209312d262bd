import { lazy } from 'react';
import { defineUiPlugin } from '@atrium/sdk/ui';
import { manifest } from '../shared/manifest.js';
import { UpcomingWidget } from './components/UpcomingWidget.js';

// The page loads when opened: the wall's widget must not bring FullCalendar along.
const CalendarPage = lazy(() => import('./pages/CalendarPage.js').then((m) => ({ default: m.CalendarPage })));

/** The calendar remote (`./plugin`): its page, the wall widget of upcoming events and the texts. */
export default defineUiPlugin(manifest, {
  pages: { '/calendar': <CalendarPage /> },
  slots: { 'wall.widgets': UpcomingWidget },
  // Each language's texts load when it is shown.
  locales: {
    en: () => import('../locales/en.json', { with: { type: 'json' } }),
    ru: () => import('../locales/ru.json', { with: { type: 'json' } }),
    uk: () => import('../locales/uk.json', { with: { type: 'json' } }),
  },
});
