// importDdl on PostgreSQL scripts: enum types, identity/serial, COMMENT ON, casts, join tables.
import { importDdl } from '../src/ddl/import';
import type { Entity, Field } from '../src/model/types';

const entity = (entities: Entity[], className: string): Entity => {
  const found = entities.find((e) => e.className === className);
  if (!found) throw new Error(`no entity ${className} in ${entities.map((e) => e.className).join(', ')}`);
  return found;
};
const field = (e: Entity, name: string): Field => {
  const found = e.fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name} in ${e.className}`);
  return found;
};

describe('importDdl (postgresql)', () => {
  const sql = `
SET statement_timeout = 0;
CREATE EXTENSION IF NOT EXISTS pgcrypto;
CREATE TYPE public.ticket_status AS ENUM ('open', 'in-progress', 'closed');
CREATE DOMAIN public.year AS integer CONSTRAINT year_check CHECK (VALUE >= 1901);
CREATE SEQUENCE public.agent_agent_id_seq START WITH 1;
CREATE TABLE public.agent (
    agent_id integer DEFAULT nextval('public.agent_agent_id_seq'::regclass) NOT NULL,
    full_name character varying(80) NOT NULL,
    hired_in public.year,
    CONSTRAINT agent_pkey PRIMARY KEY (agent_id)
);
CREATE TABLE ticket (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    code uuid DEFAULT gen_random_uuid() NOT NULL,
    status public.ticket_status DEFAULT 'open'::public.ticket_status NOT NULL,
    title varchar(200) NOT NULL,
    body text,
    score numeric(3,1),
    urgent boolean DEFAULT false NOT NULL,
    tags text[],
    payload jsonb,
    due date DEFAULT CURRENT_DATE,
    opened_at timestamp with time zone DEFAULT now() NOT NULL,
    agent_id integer REFERENCES agent(agent_id) ON DELETE SET NULL,
    weight double precision,
    CONSTRAINT ticket_title_key UNIQUE (title, agent_id)
);
CREATE TABLE label (id serial PRIMARY KEY, name text NOT NULL);
CREATE TABLE ticket_label (
    ticket_id bigint NOT NULL REFERENCES ticket(id),
    label_id integer NOT NULL REFERENCES label(id),
    last_update timestamp without time zone DEFAULT now() NOT NULL,
    PRIMARY KEY (ticket_id, label_id)
);
CREATE TABLE ticket_watcher (
    ticket_id bigint NOT NULL REFERENCES ticket(id),
    agent_id integer NOT NULL REFERENCES agent(agent_id),
    PRIMARY KEY (ticket_id, agent_id)
);
COMMENT ON TABLE public.ticket IS '工单';
COMMENT ON COLUMN public.ticket.title IS '标题（不超过200字）';
COMMENT ON COLUMN ticket.status IS '状态';
COMMENT ON FUNCTION now() IS 'x';
CREATE INDEX idx_ticket_opened ON public.ticket USING btree (opened_at);
ALTER TABLE ONLY public.agent ALTER COLUMN agent_id SET DEFAULT nextval('public.agent_agent_id_seq'::regclass);
ALTER TABLE public.agent OWNER TO postgres;
CREATE FUNCTION touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN NEW.last_update = now(); RETURN NEW; END; $$;
CREATE TRIGGER t BEFORE UPDATE ON ticket FOR EACH ROW EXECUTE FUNCTION touch();
`;
  const { model, skipped } = importDdl(sql, 'postgresql');

  it('creates one entity per table, pure join tables excepted', () => {
    expect(model.project.database).toBe('POSTGRESQL');
    expect(model.project.tablePrefix).toBeUndefined();
    expect(model.entities.map((e) => e.className)).toEqual(['Agent', 'Ticket', 'Label', 'TicketLabel']);
  });

  it('reads CREATE TYPE enums, stripping casts from their defaults', () => {
    expect(field(entity(model.entities, 'Ticket'), 'status')).toMatchObject({
      type: 'enum',
      required: true,
      label: '状态',
      enumValues: [{ value: 'open' }, { value: 'in-progress' }, { value: 'closed' }],
      defaultValue: 'open',
    });
  });

  it('detects auto-increment from identity, serial and nextval defaults', () => {
    expect(field(entity(model.entities, 'Ticket'), 'id')).toMatchObject({
      type: 'long',
      primaryKey: true,
      autoIncrement: true,
    });
    expect(field(entity(model.entities, 'Label'), 'id')).toMatchObject({ type: 'int', autoIncrement: true });
    expect(field(entity(model.entities, 'Agent'), 'agentId')).toMatchObject({
      primaryKey: true,
      autoIncrement: true,
    });
    expect(field(entity(model.entities, 'Agent'), 'agentId').defaultValue).toBeUndefined();
  });

  it('maps PostgreSQL types and portable defaults', () => {
    const ticket = entity(model.entities, 'Ticket');
    expect(field(ticket, 'code')).toMatchObject({ type: 'uuid', defaultValue: 'UUID' });
    expect(field(ticket, 'title')).toMatchObject({ type: 'string', length: 200 });
    expect(field(ticket, 'score')).toMatchObject({ type: 'decimal', precision: 3, scale: 1 });
    expect(field(ticket, 'urgent')).toMatchObject({ type: 'boolean', defaultValue: false });
    expect(field(ticket, 'tags').type).toBe('json');
    expect(field(ticket, 'payload').type).toBe('json');
    expect(field(ticket, 'due')).toMatchObject({ type: 'date', defaultValue: 'CURRENT_DATE' });
    expect(field(ticket, 'openedAt')).toMatchObject({ type: 'datetime', defaultValue: 'CURRENT_TIMESTAMP' });
    expect(field(ticket, 'weight').type).toBe('decimal');
    expect(field(entity(model.entities, 'Agent'), 'hiredIn').type).toBe('int');
    expect(field(entity(model.entities, 'Label'), 'name').type).toBe('text');
  });

  it('takes labels from COMMENT ON TABLE / COLUMN', () => {
    const ticket = entity(model.entities, 'Ticket');
    expect(ticket.label).toBe('工单');
    expect(field(ticket, 'title')).toMatchObject({ label: '标题', comment: '标题（不超过200字）' });
  });

  it('keeps named unique constraints and CREATE INDEX as indexes', () => {
    expect(entity(model.entities, 'Ticket').indexes).toEqual([
      { name: 'ticket_title_key', fields: ['title', 'agentId'], unique: true },
      { name: 'idx_ticket_opened', fields: ['openedAt'], unique: false },
    ]);
  });

  it('maps inline REFERENCES with their ON DELETE action and a pure join table as MANY_TO_MANY', () => {
    expect(entity(model.entities, 'Ticket').relations).toEqual([
      {
        name: 'agent',
        kind: 'MANY_TO_ONE',
        target: 'Agent',
        inverseName: 'tickets',
        joinField: 'agentId',
        onDelete: 'SET NULL',
      },
      {
        name: 'agents',
        kind: 'MANY_TO_MANY',
        target: 'Agent',
        inverseName: 'tickets2',
        // Plain REFERENCES (no ON DELETE) and no comment, as the script has them.
        joinTable: {
          name: 'ticket_watcher',
          joinColumn: 'ticket_id',
          inverseJoinColumn: 'agent_id',
          onDelete: null,
          inverseOnDelete: null,
          comment: '',
        },
      },
    ]);
  });

  it('keeps a join table with a column of its own as an entity with two MANY_TO_ONE relations', () => {
    const join = entity(model.entities, 'TicketLabel');
    expect(join.fields.map((f) => [f.column, f.primaryKey ?? false])).toEqual([
      ['ticket_id', true],
      ['label_id', true],
      ['last_update', false],
    ]);
    expect(join.relations?.map((r) => [r.kind, r.target, r.joinField])).toEqual([
      ['MANY_TO_ONE', 'Ticket', 'ticketId'],
      ['MANY_TO_ONE', 'Label', 'labelId'],
    ]);
  });

  it('skips session, sequence, function, trigger and ownership statements with reasons', () => {
    const byStart = (prefix: string) => skipped.find((s) => s.statement.startsWith(prefix))?.reason;
    expect(byStart('SET statement_timeout')).toBe('SET 语句只影响会话设置，与数据模型无关');
    expect(byStart('CREATE SEQUENCE')).toBe('序列由字段的自增属性表示，无需单独导入');
    // The trigger is kept on its table, with the function it calls (see ddl-triggers.test.ts).
    expect(byStart('CREATE FUNCTION')).toBeUndefined();
    expect(byStart('CREATE TRIGGER')).toBeUndefined();
    expect(model.entities.find((e) => e.tableName === 'ticket')?.triggers?.map((t) => t.name)).toEqual(['t']);
    expect(model.project.postgresqlRoutines?.map((r) => r.name)).toEqual(['touch']);
    // An extension is kept: the PostgreSQL export creates it (see ddl-pg-extensions.test.ts).
    expect(byStart('CREATE EXTENSION')).toBeUndefined();
    expect(model.project.postgresqlExtensions).toEqual([{ name: 'pgcrypto' }]);
    expect(byStart('COMMENT ON FUNCTION')).toBe('只导入表和列的注释，该注释已忽略');
    expect(byStart('ALTER TABLE public.agent OWNER')).toBe(
      '只导入 ALTER TABLE 添加的列、主键、唯一键、索引和外键，其余修改已忽略',
    );
  });

  it('keeps the readable part of a table with a syntax error and names the line of the rest', () => {
    const bad =
      'CREATE TABLE a (id int PRIMARY KEY);\n-- note\nCREATE TABLE b (\n  id int PRIMARY KEY,\n  name varchar(10) NOT NULL NOT\n);';
    const { model, skipped } = importDdl(bad, 'postgresql');
    expect(entity(model.entities, 'B').fields.map((f) => f.column)).toEqual(['id', 'name']);
    expect(skipped).toEqual([
      expect.objectContaining({ statement: 'b: name varchar(10) NOT NULL NOT', line: 5 }),
    ]);
  });
});
