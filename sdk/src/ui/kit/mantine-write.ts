/**
 * The write kit of @mantine/core: what writing a post, a comment, a message or an answer adds to the
 * first-paint kit (mantine-paint.ts): a growing text box, a switch, a progress bar, a file button and
 * chips (the mood meter's scale). The wall's
 * composer, comments and post editor load with their first use, and with this kit instead of the rest of
 * the package (docs/benchmarks.md, "The write kit"). The build reads the list from this file; a name
 * belongs to one kit.
 */
export { Chip, FileButton, Progress, Switch, Textarea } from '@atrium/real/mantine-core';
