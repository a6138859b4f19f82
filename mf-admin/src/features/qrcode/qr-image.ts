// What a QR code picture may be (PRODUCT.md §5: PNG/JPEG/WebP, at most 2 MB), checked before sending — the server
// checks again by content — and where its URL points.
import { QR_IMAGE_MAX_BYTES } from '@modelsmith/contract';
import { apiOrigin } from '@modelsmith/shared/http';

export const QR_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Why the file cannot be a QR code picture, or null when it can. */
export function qrImageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!QR_IMAGE_TYPES.includes(file.type)) return '收款码图片仅支持 PNG、JPEG 或 WebP 格式';
  if (file.size > QR_IMAGE_MAX_BYTES) return `收款码图片不能超过 ${QR_IMAGE_MAX_BYTES / 1024 / 1024} MB`;
  return null;
}

/** Uploaded pictures come back relative to the API; a separately hosted API needs its origin in front. */
export const qrImageSrc = (url: string): string => (url.startsWith('/') ? `${apiOrigin()}${url}` : url);
