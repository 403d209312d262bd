import { startEarlyCalls } from './boot/early-calls.js';
import { startLang, textsOf } from './i18n/langs.js';
import { showKeptPage } from './boot/kept-page.js';
import { warmIntl } from './boot/warm-intl.js';

// The start's calls and the reader's texts load beside the shell's chunks (boot/early-calls.ts).
startEarlyCalls();
void textsOf(startLang());
// What the user last saw of this page is shown while the shell starts, which waits for it to paint
// (boot/kept-page.ts).
void showKeptPage().then(() => {
  warmIntl();
  // The asynchronous boundary lets the federation runtime set up the shared scope before React loads.
  return import('./bootstrap.js');
});
