import { startEarlyCalls } from './boot/early-calls.js';
import { startLang, textsOf } from './i18n/langs.js';

// The start's calls and the reader's texts load beside the shell's chunks (boot/early-calls.ts).
startEarlyCalls();
void textsOf(startLang());
// The asynchronous boundary lets the federation runtime set up the shared scope before React loads.
import('./bootstrap.js');
