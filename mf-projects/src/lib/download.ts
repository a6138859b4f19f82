// Saving what a page made (a .sql script, a diagram picture) as a file on the user's machine.

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
