import { startEarlyCalls } from './boot/early-calls.js';
import { startLang, textsOf } from './i18n/langs.js';
import { showKeptPage } from './boot/kept-page.js';

// The start's calls and the reader's texts load beside the shell's chunks (boot/early-calls.ts).
startEarlyCalls();
// What the user last saw of this page is shown while the shell starts (boot/kept-page.ts).
showKeptPage();
void textsOf(startLang());
// The asynchronous boundary lets the federation runtime set up the shared scope before React loads.
import('./bootstrap.js');
