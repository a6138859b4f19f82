// What a domain operation runs with: the database (or a transaction), the app's clock reading, and the secrets.
import type { Db } from '../db/client';

export interface Secrets {
  /** HS256 key of the session tokens. */
  jwt: string;
  /** HMAC key of stored verification codes. */
  verification: string;
}

export interface Context {
  db: Db;
  now: Date;
  secrets: Secrets;
}
