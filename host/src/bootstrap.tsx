import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n/index.js';
import { App } from './app/App.js';
import { preloadPageOf } from './plugins/runtime.js';

// The interface texts of the reader's language come first, so the first paint is already translated.
await initI18n();
void preloadPageOf(location.pathname);
createRoot(document.getElementById('root')!).render(<App />);
