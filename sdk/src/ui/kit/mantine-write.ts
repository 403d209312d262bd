/**
 * The write kit of @mantine/core: what writing a post, a comment or a message adds to the first-paint
 * kit (mantine-paint.ts): a growing text box, a switch, a progress bar and a file button. The wall's
 * composer, comments and post editor load with their first use, and with this kit instead of the rest of
 * the package (docs/benchmarks.md, "The write kit"). The build reads the list from this file; a name
 * belongs to one kit.
 */
export { FileButton, Progress, Switch, Textarea } from '@atrium/real/mantine-core';
