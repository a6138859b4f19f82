// What an imported schema keeps that the grids show as it is: a default the database computes from an expression
// (which can be removed, freeing the cell for an ordinary default), a partial index's condition, descending parts.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Draft, draftOf, problemsOf } from './draft';
import { FieldsEditor } from './fields-editor';
import { IndexesEditor } from './indexes-editor';

// The field grid is a wide antd table of inputs: rendering it takes seconds while CI builds generated stacks beside.
const GRID_MS = 30_000;

const job = (): Draft =>
  draftOf({
    className: 'Job',
    tableName: 'job',
    fields: [
      { name: 'id', column: 'id', type: 'long', primaryKey: true, autoIncrement: true },
      {
        name: 'keepUntil',
        column: 'keep_until',
        type: 'datetime',
        required: true,
        defaultExpression: { expression: "now() + interval '14 days'", dialect: 'postgresql' },
      },
    ],
  });

it(
  'shows an expression default as it is, and removing it leaves a plain default cell',
  async () => {
    const onChange = jest.fn();
    const draft = job();
    render(<FieldsEditor draft={draft} problems={problemsOf([], [])} onChange={onChange} />);
    expect(screen.getByText("now() + interval '14 days'")).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '第 2 行默认值' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('删除第 2 行默认值表达式'));
    const changed: Draft = onChange.mock.calls.at(-1)[0];
    expect(changed.fields[1].defaultExpression).toBeUndefined();
    expect(changed.fields[1].name).toBe('keepUntil');
    // The other row keeps its ordinary default cell.
    expect(screen.getByRole('textbox', { name: '第 1 行默认值' })).toBeInTheDocument();
  },
  GRID_MS,
);

it(
  "names a column's PostgreSQL domain with its schema under the field's type",
  () => {
    const base = job();
    const draft: Draft = {
      ...base,
      fields: [
        ...base.fields,
        {
          ...base.fields[1],
          name: 'email',
          column: 'email',
          type: 'text',
          defaultExpression: undefined,
          postgresqlDomain: { name: 'email', schema: 'app', notNull: true },
        },
      ],
    };
    render(<FieldsEditor draft={draft} problems={problemsOf([], [])} onChange={jest.fn()} />);
    expect(screen.getByText('域 app.email')).toBeInTheDocument();
  },
  GRID_MS,
);

it(
  "shows a partial index's condition and its descending parts",
  () => {
    const draft: Draft = {
      ...job(),
      indexes: [
        {
          name: 'idx_job_due',
          fields: ['keepUntil', 'id'],
          unique: false,
          descending: [true, false],
          where: "state = 'created'",
        },
      ],
    };
    render(<IndexesEditor draft={draft} problems={problemsOf([], [])} onChange={jest.fn()} />);
    expect(screen.getByText("WHERE state = 'created'")).toBeInTheDocument();
    expect(screen.getByText('keepUntil DESC')).toBeInTheDocument();
  },
  GRID_MS,
);

it(
  "shows where each part's NULLs sort and its collation, beside its direction",
  () => {
    const draft: Draft = {
      ...job(),
      indexes: [
        {
          name: 'idx_job_due',
          fields: ['keepUntil', 'id'],
          unique: false,
          descending: [true, false],
          nullsOrder: ['last', 'first'],
          collations: ['"C"', null],
        },
      ],
    };
    render(<IndexesEditor draft={draft} problems={problemsOf([], [])} onChange={jest.fn()} />);
    expect(screen.getByText('keepUntil DESC NULLS LAST, id NULLS FIRST')).toBeInTheDocument();
    expect(screen.getByText('keepUntil COLLATE "C"')).toBeInTheDocument();
  },
  GRID_MS,
);

it(
  'shows an index method, operator classes and INCLUDE columns as imported, without prefix inputs',
  () => {
    const base = job();
    const draft: Draft = {
      ...base,
      fields: [
        ...base.fields,
        {
          ...base.fields[1],
          name: 'title',
          column: 'title',
          type: 'string',
          length: 100,
          defaultExpression: undefined,
        },
        { ...base.fields[1], name: 'body', column: 'body', type: 'text', defaultExpression: undefined },
      ],
      indexes: [
        {
          name: 'idx_job_title',
          fields: ['title'],
          unique: false,
          method: 'gin',
          opclasses: ['gin_trgm_ops'],
        },
        { name: 'idx_job_search', fields: ['title', 'body'], unique: false, method: 'fulltext' },
        { name: 'idx_job_cover', fields: ['id'], unique: false, include: ['title', 'keepUntil'] },
        { name: 'uk_job_body', fields: ['body'], unique: true, mysqlUsingHash: true },
      ],
    };
    render(<IndexesEditor draft={draft} problems={problemsOf([], [])} onChange={jest.fn()} />);
    expect(screen.getByText('GIN')).toBeInTheDocument();
    expect(screen.getByText('全文')).toBeInTheDocument();
    expect(screen.getByText('title gin_trgm_ops')).toBeInTheDocument();
    expect(screen.getByText('INCLUDE (title, keepUntil)')).toBeInTheDocument();
    expect(screen.getByText('UNIQUE HASH')).toBeInTheDocument();
    // GIN and FULLTEXT index whole columns: no prefix length to set.
    expect(screen.queryByLabelText('第 1 个索引 title 的前缀长度')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('第 2 个索引 body 的前缀长度')).not.toBeInTheDocument();
    // Neither can be unique.
    expect(screen.getByLabelText('第 1 个索引唯一')).toBeDisabled();
    expect(screen.getByLabelText('第 3 个索引唯一')).not.toBeDisabled();
  },
  GRID_MS,
);
