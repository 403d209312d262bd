import sharp from 'sharp';

/** What `files.imageSize` answers: the pixel size and sharp's name of the format ('png', 'jpeg', ...). */
export interface ImageSize {
  width: number;
  height: number;
  format: string;
}

/** The size of an image from its header (sharp reads no pixels); null when the bytes are not an image sharp knows. */
export async function imageSizeOf(data: Buffer): Promise<ImageSize | null> {
  try {
    const meta = await sharp(data, { limitInputPixels: 100_000_000 }).metadata();
    if (!meta.width || !meta.height || !meta.format) return null;
    return { width: meta.width, height: meta.height, format: meta.format };
  } catch {
    return null;
  }
}
