// Avatar URLs come back relative to the API; a separately hosted API needs its origin in front.
import { apiOrigin } from '@modelsmith/shared/http';

export function avatarSrc(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return url.startsWith('/') ? `${apiOrigin()}${url}` : url;
}
