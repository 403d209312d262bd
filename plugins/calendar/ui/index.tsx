import { lazy } from 'react';
import { defineUiPlugin } from '@atrium/sdk/ui';
import en from '../locales/en.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import uk from '../locales/uk.json' with { type: 'json' };
import { manifest } from '../shared/manifest.js';
import { UpcomingWidget } from './components/UpcomingWidget.js';

// The page loads when opened: the wall's widget must not bring FullCalendar along.
const CalendarPage = lazy(() => import('./pages/CalendarPage.js').then((m) => ({ default: m.CalendarPage })));

/** The calendar remote (`./plugin`): its page, the wall widget of upcoming events and the texts. */
export default defineUiPlugin(manifest, {
  pages: { '/calendar': <CalendarPage /> },
  slots: { 'wall.widgets': UpcomingWidget },
  locales: { en, ru, uk },
});
