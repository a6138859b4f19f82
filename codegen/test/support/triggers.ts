// Trigger fixtures the trigger tests share: one PostgreSQL and one MySQL trigger, put on the table `on` names.
import type { Trigger } from '../../src/model/types';

/** A PostgreSQL row trigger `touch` on `on`, written as given (schema, quoting). */
export const pgTrigger = (on: string): Trigger => ({
  name: 'touch',
  dialect: 'postgresql',
  definition: `CREATE TRIGGER touch BEFORE UPDATE ON ${on} FOR EACH ROW EXECUTE FUNCTION touch_row()`,
});

/** A MySQL row trigger `stamp` on `on`, written as given (quoting). */
export const mysqlTrigger = (on: string): Trigger => ({
  name: 'stamp',
  dialect: 'mysql',
  definition: `CREATE TRIGGER stamp BEFORE INSERT ON ${on} FOR EACH ROW SET NEW.at = NOW()`,
});
