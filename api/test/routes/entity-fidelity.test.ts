// What the importer keeps of a real schema survives the API: every entity of every public schema the codegen tests
// use is stored and answered exactly as importDdl built it — prefix, expression and partial indexes, generated
// columns, expression defaults, composite key order, auto-increment starts, CHECKs, SQL types — so the request
// and response schemas (which drop unknown keys) never lose what the model has. PostgreSQL scripts as the API reads
// them: the text import completed from the catalog PostgreSQL builds of the script.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importDdl, type Entity as ModelEntity } from '@modelsmith/codegen';
import { importPostgresqlDdl } from '@modelsmith/codegen/node';
import type { Entity, Page, Project } from '@modelsmith/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { ddlSandbox } from '../../src/domain/ddl-sandbox';
import { body, createAccount } from '../helpers/accounts';
import { json } from '../helpers/json';
import { setupTestApp } from '../helpers/test-app';

const ctx = setupTestApp();
// The first PostgreSQL script may wait for the embedded PostgreSQL to start.
jest.setTimeout(60_000);

const FIXTURES = path.resolve(__dirname, '..', '..', '..', 'codegen', 'test', 'fixtures', 'ddl');
const SCHEMAS = readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.sql'))
  .map((file) => ({ file, dialect: /postgresql/.test(file) ? 'postgresql' : 'mysql' }) as const);

// What the API imports with: PostgreSQL scripts are read by the text importer and by PostgreSQL — the API's own
// sandbox, one embedded PostgreSQL for both sides (the app closes it), started while the MySQL scripts run.
beforeAll(() => ddlSandbox().warm());
const importedModel = async (sql: string, dialect: 'mysql' | 'postgresql') =>
  (dialect === 'postgresql' ? await importPostgresqlDdl(sql, ddlSandbox()) : importDdl(sql, dialect)).model;

/** An answered entity as the model has it: without what the API adds (id, project, times, diagram position). */
function asModel(entity: Entity): ModelEntity {
  const { id: _id, projectId: _projectId, createdAt: _c, updatedAt: _u, position: _p, ...model } = entity;
  return model as ModelEntity;
}

describe('a real schema imported through the API', () => {
  it('finds the fixtures', () => {
    expect(SCHEMAS.length).toBeGreaterThanOrEqual(8);
  });

  it.each(SCHEMAS)(
    'keeps every entity of $file exactly as the importer built it',
    async ({ file, dialect }) => {
      const account = await createAccount(ctx, `u${SCHEMAS.findIndex((s) => s.file === file)}`);
      // Enterprise: no entity limit (MediaWiki has 58 tables).
      await ctx.db
        .update(users)
        .set({ membershipLevel: 2, membershipExpiresAt: new Date('2099-01-01') })
        .where(eq(users.id, account.id));
      const project = body<Project>(
        await json(ctx, 'POST', '/projects', account.token, {
          name: file,
          basePackage: 'com.example.schema',
          database: dialect === 'mysql' ? 'MYSQL' : 'POSTGRESQL',
        }),
      ).data;
      const sql = readFileSync(path.join(FIXTURES, file), 'utf8');
      const imported = await json(ctx, 'POST', `/projects/${project.id}/entities/import-ddl`, account.token, {
        dialect,
        sql,
      });
      expect(imported.statusCode).toBe(200);

      const expected = (await importedModel(sql, dialect)).entities;
      const stored = body<Page<Entity>>(
        await json(ctx, 'GET', `/projects/${project.id}/entities?size=500`, account.token),
      ).data.records.map(asModel);
      const byClass = (list: ModelEntity[]) =>
        [...list].sort((a, b) => a.className.localeCompare(b.className));
      expect(byClass(stored)).toEqual(byClass(expected.map(({ position: _p, ...entity }) => entity)));
    },
  );
});
