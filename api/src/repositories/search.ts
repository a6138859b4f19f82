// Text search in SQL: a user's keyword matched as typed, contained anywhere, case-insensitively.

/** An ILIKE pattern for text containing `text`; `%`, `_` and `\` typed by the user match literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
