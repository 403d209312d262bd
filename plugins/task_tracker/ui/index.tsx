import { defineUiPlugin } from '@atrium/sdk/ui';
import { manifest } from '../shared/manifest.js';
import { ItemsPage } from './pages/ItemsPage.js';
import en from '../locales/en.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import uk from '../locales/uk.json' with { type: 'json' };

/** The remote module `./plugin`: a page for each route of the manifest, and the translations. */
export default defineUiPlugin(manifest, {
  pages: { '/task_tracker': <ItemsPage /> },
  locales: { en, ru, uk },
});
