// The asynchronous boundary lets the federation runtime set up the shared scope before React loads.
import('./bootstrap.js');
