// Request body encodings: seed §7 calls are form-encoded; JSON and multipart only when asked.
export type Encoding = 'form' | 'json' | 'multipart';

type Fields = Record<string, unknown>;

/** Drops the fields that are undefined or null (seed §5: update user info sends only those set). */
export function withoutEmpty<T extends Fields>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== null),
  ) as Partial<T>;
}

const asText = (value: unknown): string =>
  value instanceof Date
    ? value.toISOString()
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** application/x-www-form-urlencoded body; arrays repeat their key, empty fields are left out. */
export function toUrlEncoded(fields: Fields): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(withoutEmpty(fields))) {
    if (Array.isArray(value)) value.forEach((item) => params.append(key, asText(item)));
    else params.append(key, asText(value));
  }
  return params;
}

/** multipart/form-data body; files and blobs are kept as they are. */
export function toFormData(fields: Fields): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(withoutEmpty(fields))) {
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) form.append(key, item instanceof Blob ? item : asText(item));
  }
  return form;
}

export const isPlainObject = (value: unknown): value is Fields =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);
