import { lazy } from 'react';
import { defineUiPlugin } from '@atrium/sdk/ui';
import { manifest } from '../shared/manifest.js';
import { VacationsPage } from './pages/VacationsPage.js';

// The dashboard widget loads when a dashboard shows it.
// The dashboard widget loads when a dashboard shows it; its title names it in the admin's widget switches.
const TeamWidget = Object.assign(
  lazy(() => import('./components/TeamWidget.js')),
  { titleKey: 'team.title' },
);

/** The remote module `./plugin`: the vacations page, the chief's dashboard widget and the translations. */
export default defineUiPlugin(manifest, {
  pages: { '/vacations': <VacationsPage /> },
  slots: { 'chief.dashboard': TeamWidget },
  // Each language's texts load when it is shown.
  locales: {
    en: () => import('../locales/en.json', { with: { type: 'json' } }),
    ru: () => import('../locales/ru.json', { with: { type: 'json' } }),
    uk: () => import('../locales/uk.json', { with: { type: 'json' } }),
  },
});
