// SQL on files: an image stored in the database comes back byte for byte until it is deleted.
import crypto from 'node:crypto';
import { deleteFile, findFile, insertFile } from '../../src/repositories/files';
import { START_TIME } from '../helpers/test-app';
import { insertTestUser, setupTestDatabase } from '../helpers/test-database';

const ctx = setupTestDatabase();

describe('files repository', () => {
  it('stores, reads back and deletes a file', async () => {
    const ownerId = await insertTestUser(ctx.db, 'fay');
    const id = crypto.randomUUID();
    const data = crypto.randomBytes(300);
    await insertFile(ctx.db, {
      id,
      ownerId,
      mimeType: 'image/png',
      size: data.length,
      data,
      createdAt: START_TIME,
    });
    const stored = await findFile(ctx.db, id);
    expect(stored).toMatchObject({ id, ownerId, mimeType: 'image/png', size: 300 });
    expect(stored?.data.equals(data)).toBe(true);
    await deleteFile(ctx.db, id);
    expect(await findFile(ctx.db, id)).toBeUndefined();
  });
});
