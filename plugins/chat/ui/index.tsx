import { lazy } from 'react';
import { defineUiPlugin } from '@atrium/sdk/ui';
import en from '../locales/en.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import uk from '../locales/uk.json' with { type: 'json' };
import { manifest } from '../shared/manifest.js';

const ChatPage = lazy(() => import('./pages/ChatPage.js').then((m) => ({ default: m.ChatPage })));

/** The chat remote (`./plugin`): one page for the list and the open chat, and the texts. */
export default defineUiPlugin(manifest, {
  pages: { '/chat': <ChatPage />, '/chat/:_id': <ChatPage /> },
  locales: { en, ru, uk },
});
