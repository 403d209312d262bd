export const MB = 1024 * 1024;
export const GB = 1024 * MB;
/** Any file (docs/architecture.md, Limits). */
export const MAX_FILE = 250 * MB;
/** Post attachments (docs/architecture.md, Limits). */
export const MAX_POST_FILE = 20 * MB;
export const limitFor = (purpose: string) => (purpose === 'post' ? MAX_POST_FILE : MAX_FILE);
/**
 * Room for the multipart framing around a request's files (boundaries, part headers, small fields): a
 * declared length past the limit plus this cannot hold files within the limit.
 */
export const FRAMING = 64 * 1024;
