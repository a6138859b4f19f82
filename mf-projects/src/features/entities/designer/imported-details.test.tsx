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
