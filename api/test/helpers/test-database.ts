// This file's database without an app, for domain and repository tests: emptied before each test, closed after all.
import type { Db } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { openTestDatabase, type TestDatabase } from './database';
import { START_TIME } from './test-app';

export interface DatabaseContext {
  db: Db;
}

/** Registers the jest hooks of one test file and returns the context they fill in. */
export function setupTestDatabase(): DatabaseContext {
  const context = {} as DatabaseContext;
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await openTestDatabase();
    context.db = testDb.database.db;
  }, 60_000);
  beforeEach(() => testDb.reset());
  afterAll(() => testDb?.close(), 30_000);
  return context;
}

/** A user row straight in the database (the hash is not a real one: these tests never log in). */
export async function insertTestUser(
  db: Db,
  username: string,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      username,
      email: `${username.toLowerCase()}@example.com`,
      passwordHash: 'scrypt$test',
      createdAt: START_TIME,
      updatedAt: START_TIME,
      ...overrides,
    })
    .returning({ id: users.id });
  return row.id;
}
