import { defineUiPlugin } from '@atrium/sdk/ui';
import { manifest } from '../shared/manifest.js';
import { JourneyPage } from './pages/JourneyPage.js';
import { TrackPage } from './pages/TrackPage.js';
import { TracksPage } from './pages/TracksPage.js';

/** The remote module `./plugin`: the tracks list, a track's editor, an adaptation's journey, and the translations. */
export default defineUiPlugin(manifest, {
  pages: { '/adaptation': <TracksPage />, '/adaptation/user/:adapt_id': <JourneyPage />, '/adaptation/:_id': <TrackPage /> },
  // Each language's texts load when it is shown.
  locales: {
    en: () => import('../locales/en.json', { with: { type: 'json' } }),
    ru: () => import('../locales/ru.json', { with: { type: 'json' } }),
    uk: () => import('../locales/uk.json', { with: { type: 'json' } }),
  },
});
