// What the importer keeps so a round trip recreates the tables — a MySQL table's character set, PostgreSQL's own
// writing of a default, a sequence partitions share, SET NULL on a required key — must be listed in the request and
// response schemas (they drop unknown keys): an import, a designer's POST or PUT, every answer and the DDL keep them.
import type { Entity, Page, Project } from '@modelsmith/contract';
import { body, createAccount } from '../helpers/accounts';
import { json } from '../helpers/json';
import { setupTestApp } from '../helpers/test-app';

const ctx = setupTestApp();
// The PostgreSQL import starts the embedded PostgreSQL on its first script.
jest.setTimeout(120_000);

const POSTGRESQL_SCRIPT = `CREATE EXTENSION IF NOT EXISTS "uuid-ossp";
CREATE TABLE customer (id bigint PRIMARY KEY, token uuid NOT NULL DEFAULT uuid_generate_v4());
CREATE TABLE payment (
  payment_id serial NOT NULL,
  customer_id bigint NOT NULL REFERENCES customer (id) ON DELETE SET NULL,
  paid_on date NOT NULL,
  PRIMARY KEY (payment_id, paid_on)
) PARTITION BY RANGE (paid_on);
CREATE TABLE payment_2024 PARTITION OF payment FOR VALUES FROM ('2024-01-01') TO ('2025-01-01');`;

const MYSQL_SCRIPT =
  'CREATE TABLE legacy (id int PRIMARY KEY, name varchar(40)) ENGINE=InnoDB DEFAULT CHARSET=latin1 COLLATE=latin1_swedish_ci;';

/** An answered entity without what the API adds. */
const modelOf = ({
  id: _id,
  projectId: _p,
  createdAt: _c,
  updatedAt: _u,
  position: _pos,
  ...model
}: Entity) => model;

async function newProject(token: string, name: string, database: Project['database']): Promise<Project> {
  const answer = await json(ctx, 'POST', '/projects', token, {
    name,
    basePackage: 'com.example.app',
    database,
  });
  if (answer.statusCode !== 200) throw new Error(`project not created: ${answer.body}`);
  return body<Project>(answer).data;
}

async function entitiesOf(token: string, projectId: number): Promise<Entity[]> {
  const page = body<Page<Entity>>(
    await json(ctx, 'GET', `/projects/${projectId}/entities?size=100`, token),
  ).data;
  return [...page.records].sort((a, b) => a.className.localeCompare(b.className));
}

async function ddlOf(token: string, projectId: number, dialect: 'mysql' | 'postgresql'): Promise<string> {
  return body<{ sql: string }>(await json(ctx, 'GET', `/projects/${projectId}/ddl?dialect=${dialect}`, token))
    .data.sql;
}

/** What the DDL of either project must say for the properties to have survived. */
const POSTGRESQL_DDL = [
  '"token" UUID NOT NULL DEFAULT (uuid_generate_v4())',
  'CREATE SEQUENCE "payment_payment_id_seq";',
  `"payment_id" INTEGER NOT NULL DEFAULT nextval('"payment_payment_id_seq"')`,
  'REFERENCES "customer" ("id") ON DELETE SET NULL;',
];

it('keeps defaultSource, sharedSequence and setNullOnRequired through a PostgreSQL import, a POST, a PUT and the DDL', async () => {
  const { token } = await createAccount(ctx, 'pgprops');
  const imported = await newProject(token, '导入', 'POSTGRESQL');
  const answer = await json(ctx, 'POST', `/projects/${imported.id}/entities/import-ddl`, token, {
    dialect: 'postgresql',
    sql: POSTGRESQL_SCRIPT,
  });
  expect(answer.statusCode).toBe(200);
  const [customer, payment] = (await entitiesOf(token, imported.id)).map(modelOf);
  expect(customer.fields[1].defaultSource).toEqual({
    dialect: 'postgresql',
    sql: 'uuid_generate_v4()',
    type: 'uuid',
    value: 'UUID',
  });
  expect(payment.fields[0].sharedSequence).toBe('payment_payment_id_seq');
  expect(payment.relations![0]).toMatchObject({ onDelete: 'SET NULL', setNullOnRequired: true });
  const importedDdl = await ddlOf(token, imported.id, 'postgresql');
  for (const line of POSTGRESQL_DDL) expect(importedDdl).toContain(line);

  // A designer saving the same entities into another project: the POST and a PUT answer and store them whole.
  const copy = await newProject(token, '副本', 'POSTGRESQL');
  for (const entity of [customer, payment]) {
    const created = await json(ctx, 'POST', `/projects/${copy.id}/entities`, token, entity);
    expect(created.statusCode).toBe(200);
    expect(modelOf(body<Entity>(created).data)).toEqual(entity);
  }
  const stored = await entitiesOf(token, copy.id);
  const labelled = { ...payment, label: '付款' };
  const updated = await json(ctx, 'PUT', `/projects/${copy.id}/entities/${stored[1].id}`, token, labelled);
  expect(updated.statusCode).toBe(200);
  expect(modelOf(body<Entity>(updated).data)).toEqual(labelled);
  expect((await entitiesOf(token, copy.id)).map(modelOf)).toEqual([customer, labelled]);
  const copyDdl = await ddlOf(token, copy.id, 'postgresql');
  for (const line of POSTGRESQL_DDL) expect(copyDdl).toContain(line);
});

it("keeps a MySQL table's character set through an import, a POST, a PUT and the DDL", async () => {
  const { token } = await createAccount(ctx, 'myprops');
  const imported = await newProject(token, '导入', 'MYSQL');
  const answer = await json(ctx, 'POST', `/projects/${imported.id}/entities/import-ddl`, token, {
    dialect: 'mysql',
    sql: MYSQL_SCRIPT,
  });
  expect(answer.statusCode).toBe(200);
  const [legacy] = (await entitiesOf(token, imported.id)).map(modelOf);
  expect(legacy.mysqlCharset).toEqual({ charset: 'latin1', collate: 'latin1_swedish_ci' });
  const tableOptions = ') ENGINE=InnoDB DEFAULT CHARSET=latin1 COLLATE=latin1_swedish_ci;';
  expect(await ddlOf(token, imported.id, 'mysql')).toContain(tableOptions);

  const copy = await newProject(token, '副本', 'MYSQL');
  const created = await json(ctx, 'POST', `/projects/${copy.id}/entities`, token, legacy);
  expect(created.statusCode).toBe(200);
  expect(modelOf(body<Entity>(created).data)).toEqual(legacy);
  const binary = { ...legacy, mysqlCharset: { charset: 'latin1', collate: 'latin1_bin' } };
  const updated = await json(
    ctx,
    'PUT',
    `/projects/${copy.id}/entities/${body<Entity>(created).data.id}`,
    token,
    {
      mysqlCharset: binary.mysqlCharset,
    },
  );
  expect(updated.statusCode).toBe(200);
  expect((await entitiesOf(token, copy.id)).map(modelOf)).toEqual([binary]);
  expect(await ddlOf(token, copy.id, 'mysql')).toContain(
    ') ENGINE=InnoDB DEFAULT CHARSET=latin1 COLLATE=latin1_bin;',
  );
});

it("keeps PostgreSQL domains of another schema or with capitals, and writes a default a PUT changed from the domain's", async () => {
  const { token } = await createAccount(ctx, 'pgdomains');
  const project = await newProject(token, '域', 'POSTGRESQL');
  const answer = await json(ctx, 'POST', `/projects/${project.id}/entities/import-ddl`, token, {
    dialect: 'postgresql',
    sql: `CREATE SCHEMA app;
CREATE DOMAIN app.money AS numeric(12,2) CHECK (VALUE >= 0);
CREATE DOMAIN "Email" AS text CHECK (VALUE ~ '@');
CREATE DOMAIN d AS integer DEFAULT 7;
CREATE TABLE item (id int PRIMARY KEY, price app.money, mail "Email", a d);`,
  });
  expect(answer.statusCode).toBe(200);
  const stored = await entitiesOf(token, project.id);
  const [item] = stored.map(modelOf);
  expect(item.fields.map((f) => f.postgresqlDomain ?? null)).toEqual([
    null,
    { name: 'money', schema: 'app' },
    { name: 'Email' },
    { name: 'd', default: true },
  ]);
  const imported = await ddlOf(token, project.id, 'postgresql');
  for (const line of ['CREATE SCHEMA IF NOT EXISTS "app";', '"price" app.money,', '"mail" "Email",', '"a" d'])
    expect(imported).toContain(line);
  expect(imported).not.toContain('"a" d DEFAULT');
  // A PUT that changes the default and leaves postgresqlDomain as it was: the column writes its own default.
  const changed = {
    ...item,
    fields: item.fields.map((f) => (f.column === 'a' ? { ...f, defaultValue: 9 } : f)),
  };
  const updated = await json(ctx, 'PUT', `/projects/${project.id}/entities/${stored[0].id}`, token, changed);
  expect(updated.statusCode).toBe(200);
  expect(await ddlOf(token, project.id, 'postgresql')).toContain('"a" d DEFAULT 9');
});

it('refuses a PUT making a field of a NOT NULL domain nullable, and keeps the stored field', async () => {
  const { token } = await createAccount(ctx, 'pgnotnull');
  const project = await newProject(token, '非空域', 'POSTGRESQL');
  const answer = await json(ctx, 'POST', `/projects/${project.id}/entities/import-ddl`, token, {
    dialect: 'postgresql',
    sql: 'CREATE DOMAIN qty AS integer NOT NULL;\nCREATE TABLE item (id int PRIMARY KEY, n qty);',
  });
  expect(answer.statusCode).toBe(200);
  const stored = await entitiesOf(token, project.id);
  const [item] = stored.map(modelOf);
  expect(item.fields[1]).toMatchObject({ required: true, postgresqlDomain: { name: 'qty', notNull: true } });
  const nullable = {
    ...item,
    fields: item.fields.map((f) => (f.column === 'n' ? { ...f, required: false } : f)),
  };
  const refused = await json(ctx, 'PUT', `/projects/${project.id}/entities/${stored[0].id}`, token, nullable);
  expect(refused.statusCode).toBe(400);
  expect(body<{ problems: { path: string; message: string }[] }>(refused).data.problems).toEqual([
    {
      path: expect.stringMatching(/fields\[1\]\.required$/),
      message: '域 qty 带 NOT NULL，字段不能设为可空：请去掉该字段的域，或改用不带 NOT NULL 的域',
    },
  ]);
  expect((await entitiesOf(token, project.id)).map(modelOf)).toEqual([item]);
});

it("keeps a MySQL join table's own character set through an import, a PUT and the DDL", async () => {
  const { token } = await createAccount(ctx, 'myjoin');
  const project = await newProject(token, '中间表', 'MYSQL');
  const answer = await json(ctx, 'POST', `/projects/${project.id}/entities/import-ddl`, token, {
    dialect: 'mysql',
    sql: `CREATE TABLE film (id int PRIMARY KEY) DEFAULT CHARSET=utf8mb4;
CREATE TABLE actor (id int PRIMARY KEY) DEFAULT CHARSET=utf8mb4;
CREATE TABLE film_actor (film_id int NOT NULL, actor_id int NOT NULL, PRIMARY KEY (film_id, actor_id),
  FOREIGN KEY (film_id) REFERENCES film (id), FOREIGN KEY (actor_id) REFERENCES actor (id)) DEFAULT CHARSET=latin1 COLLATE=latin1_bin;`,
  });
  expect(answer.statusCode).toBe(200);
  const stored = await entitiesOf(token, project.id);
  const film = modelOf(stored.find((e) => e.tableName === 'film')!);
  expect(film.relations?.[0].joinTable?.mysqlCharset).toEqual({ charset: 'latin1', collate: 'latin1_bin' });
  expect(await ddlOf(token, project.id, 'mysql')).toContain(
    ') ENGINE=InnoDB DEFAULT CHARSET=latin1 COLLATE=latin1_bin;',
  );

  const relations = film.relations!.map((r) => ({
    ...r,
    joinTable: { ...r.joinTable!, mysqlCharset: { charset: 'ascii' } },
  }));
  const filmId = stored.find((e) => e.tableName === 'film')!.id;
  const updated = await json(ctx, 'PUT', `/projects/${project.id}/entities/${filmId}`, token, { relations });
  expect(updated.statusCode).toBe(200);
  expect(modelOf(body<Entity>(updated).data).relations).toEqual(relations);
  expect(await ddlOf(token, project.id, 'mysql')).toContain(') ENGINE=InnoDB DEFAULT CHARSET=ascii;');
});
