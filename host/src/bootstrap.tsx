import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n/index.js';
import { App } from './app/App.js';
import { preloadPageOf } from './plugins/runtime.js';
import { checkKeptHtml } from './service-worker/kept-html.js';

// A page the worker served from its cache is checked against the server's (a deploy since).
void checkKeptHtml();
// The interface texts of the reader's language come first, so the first paint is already translated.
await initI18n();
void preloadPageOf(location.pathname);
createRoot(document.getElementById('root')!).render(<App />);
