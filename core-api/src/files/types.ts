import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { errors } from '@atrium/sdk/shared';

/** Extensions that name the same container as what the magic bytes say. */
const FAMILIES: string[][] = [
  ['jpg', 'jpeg', 'jpe', 'jfif'],
  ['tif', 'tiff'],
  ['mp4', 'm4a', 'm4v', 'm4b', 'm4p', 'mov', '3gp', 'f4v'],
  ['webm', 'mkv'],
  ['ogg', 'ogv', 'oga', 'opus', 'ogx', 'spx'],
  ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'epub', 'jar', 'apk', 'xpi'],
  ['cfb', 'doc', 'xls', 'ppt', 'msg', 'msi'],
  ['gz', 'tgz'],
];
const same = (a: string, b: string) => a === b || FAMILIES.some((f) => f.includes(a) && f.includes(b));

/** Text formats have no magic bytes: their type comes from the extension. */
const TEXT_TYPES: Record<string, string> = {
  txt: 'text/plain',
  log: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
  json: 'application/json',
  css: 'text/css',
  html: 'text/html',
  htm: 'text/html',
  svg: 'image/svg+xml',
  js: 'text/javascript',
  mjs: 'text/javascript',
  xml: 'application/xml',
  xhtml: 'application/xhtml+xml',
};

/** Never rendered by the browser from our origin: served as downloads only. */
const ACTIVE =
  /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/javascript|application\/javascript|application\/ecmascript|application\/xml|text\/xml)/;
export const isActiveContent = (mimetype: string) => ACTIVE.test(mimetype);

/** Shown inline (images other than SVG, audio, video, PDF, plain text); everything else is an attachment. */
export const isInline = (mimetype: string) =>
  !isActiveContent(mimetype) && /^(image\/|audio\/|video\/|application\/pdf$|text\/plain$)/.test(mimetype);

export const THUMB_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff']);

/** A file name only: a path in it (`/`, `\`, `..`) or control characters are refused. */
export function checkFileName(name: string): string {
  const trimmed = name.trim();
  if (
    !trimmed ||
    trimmed.length > 255 ||
    /[/\\]/.test(trimmed) ||
    trimmed === '.' ||
    trimmed.includes('..') ||
    [...trimmed].some((ch) => ch.charCodeAt(0) < 32)
  ) {
    throw errors.badRequest('Invalid file name', 'files.invalidName', { fileName: name });
  }
  return trimmed;
}

const extOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

/**
 * Formats whose content always carries magic bytes: a name claiming one of them must match the content.
 * (Other extensions are too loose to judge — `.dat` or `.bin` may hold anything.)
 */
const STRICT = new Set([
  'png',
  'jpg',
  'jpeg',
  'jpe',
  'jfif',
  'gif',
  'webp',
  'bmp',
  'tif',
  'tiff',
  'avif',
  'heic',
  'ico',
  'psd',
  'pdf',
  'zip',
  'rar',
  '7z',
  'gz',
  'tgz',
  'bz2',
  'xz',
  'docx',
  'xlsx',
  'pptx',
  'odt',
  'ods',
  'odp',
  'epub',
  'mp3',
  'mp4',
  'm4a',
  'm4v',
  'mov',
  'avi',
  'mkv',
  'webm',
  'wav',
  'flac',
  'ogg',
  'oga',
  'ogv',
  'opus',
  'exe',
  'wasm',
]);

/**
 * The type of a file from its content (magic bytes). A name that claims a binary format the content is
 * not (a page named photo.png) is refused as forged.
 */
export async function detectType(
  source: { path: string } | { buffer: Buffer },
  fileName: string,
): Promise<{ mimetype: string; ext: string }> {
  const detected = 'path' in source ? await fileTypeFromFile(source.path) : await fileTypeFromBuffer(source.buffer);
  const claimed = extOf(fileName);
  if (STRICT.has(claimed) && (!detected || !same(claimed, detected.ext))) {
    throw errors.badRequest('The file type does not match its content', 'files.forgedType', { fileName, detected: detected?.mime ?? null });
  }
  if (detected) return { mimetype: detected.mime, ext: detected.ext };
  return { mimetype: TEXT_TYPES[claimed] ?? 'application/octet-stream', ext: /^[a-z0-9]{1,10}$/.test(claimed) ? claimed : 'bin' };
}
