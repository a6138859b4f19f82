// Image type from the file's first bytes (magic numbers), never from its name or the client's Content-Type.

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp';

export const MSG_IMAGE_TYPE = '只支持 PNG、JPEG 或 WebP 格式的图片';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

export function detectImageType(data: Buffer): ImageMime | null {
  if (data.length >= PNG.length && data.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (data.length >= JPEG.length && data.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  if (
    data.length >= 12 &&
    data.toString('ascii', 0, 4) === 'RIFF' &&
    data.toString('ascii', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  return null;
}
