// Whether a definition of CREATE TABLE is a constraint or a column: read from its first word, which is a column's name
// whenever the database lets a column be named so. PostgreSQL's `key`, `index` and `exclude` (EXCLUDE only starts a
// constraint before USING or its list) and MySQL's `exclude` are ordinary column names there.
import type { Dialect } from './raw';

const STARTS: Record<Dialect, RegExp> = {
  postgresql:
    /^\s*(?:(?:CONSTRAINT|PRIMARY|UNIQUE|FOREIGN|CHECK|LIKE)(?![\w$])|EXCLUDE\s*(?:USING(?![\w$])|\())/i,
  mysql: /^\s*(?:CONSTRAINT|PRIMARY|UNIQUE|FOREIGN|KEY|INDEX|CHECK|FULLTEXT|SPATIAL|LIKE)(?![\w$])/i,
};

/** Whether the definition starts a constraint (or a LIKE, or a MySQL index) rather than a column. */
export const isConstraintDefinition = (text: string, dialect: Dialect): boolean => STARTS[dialect].test(text);
