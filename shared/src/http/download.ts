// Saving what the user asked for as a file on their machine: a generated zip, a .sql script, a diagram picture.

/** Offers `href` (an object or data URL) as a download named `name`. */
export function downloadUrl(name: string, href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.click();
}

/** Offers `blob` as a download named `name`. */
export function downloadBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  downloadUrl(name, url);
  // The click has started the download; the object URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The file name of a `Content-Disposition` header (RFC 5987 `filename*` first), else `fallback`. */
export function fileNameOf(disposition: string | undefined, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}
