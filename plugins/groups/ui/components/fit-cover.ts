import { COVER_WIDTH } from '../../shared/constants.js';

/**
 * The spec fixes a cover's width (3420 px), which no one's picture has: the browser scales the chosen PNG or JPG
 * to that width before uploading, keeping its proportions and type. The server still checks the result, so a
 * picture too flat for the minimal height is refused there with the spec's text.
 */
export async function fitCover(file: File): Promise<File> {
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return file;
  const bitmap = await createImageBitmap(file);
  if (bitmap.width === COVER_WIDTH) return file;
  const canvas = document.createElement('canvas');
  canvas.width = COVER_WIDTH;
  canvas.height = Math.round((bitmap.height * COVER_WIDTH) / bitmap.width);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, file.type, 0.9));
  return blob ? new File([blob], file.name, { type: file.type }) : file;
}
