import { z } from 'zod';

// In a browser the shell's Content-Security-Policy forbids eval, so zod's compiled parsers cannot run
// there, and its probe for them (`new Function`) is reported as a policy violation. Set before any
// schema is built (the first import of this entry); the server keeps the faster compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });
