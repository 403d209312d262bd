import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n/index.js';
import { App } from './app/App.js';

// The interface texts of the reader's language come first, so the first paint is already translated.
await initI18n();
createRoot(document.getElementById('root')!).render(<App />);
