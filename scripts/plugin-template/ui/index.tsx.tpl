import { defineUiPlugin } from '@atrium/sdk/ui';
import { ItemsPage } from './pages/ItemsPage.js';
import en from '../locales/en.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import uk from '../locales/uk.json' with { type: 'json' };

/** The remote module `./plugin`: routes, menu and translations the shell registers when the feature is on. */
export default defineUiPlugin({
  code: '__CODE__',
  routes: [{ path: '/__CODE__', element: <ItemsPage /> }],
  menu: [{ key: '__CODE__', to: '/__CODE__', icon: 'apps', order: 500 }],
  locales: { en, ru, uk },
});
