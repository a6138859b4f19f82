// What the avatar upload accepts (PRODUCT.md §5: PNG/JPEG/WebP, at most 2 MB), checked before sending.
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Why the file cannot be an avatar, or null when it can. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return '头像仅支持 PNG、JPEG 或 WebP 图片';
  if (file.size > AVATAR_MAX_BYTES) return '头像图片不能超过 2 MB';
  return null;
}
