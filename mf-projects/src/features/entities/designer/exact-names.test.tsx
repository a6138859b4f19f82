// What an imported table keeps of the database's own naming and numbering, in the designer: a column's exact name
// (shown under the snake column, edited in 更多), PostgreSQL identity options beside auto-increment, the table's
// schema and a key the database does not have — each edited, and each validation message on its own control.
import { type ReactNode, useState } from 'react';
import { type Problem, validateModel } from '@modelsmith/codegen';
import type { Project } from '@modelsmith/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AutoIncrementOptions } from './auto-increment-options';
import { type Draft, type DraftField, draftOf, entityOf, problemsOf, updateField } from './draft';
import { MoreEditor } from './field-more-editor';
import { FieldsEditor } from './fields-editor';
import { importedOrders } from './imported-samples';
import { TableSettings } from './table-settings';

// The field grid is a wide antd table of inputs: rendering it takes seconds while CI builds generated stacks beside.
// So the grid is rendered once, for where things show; the editing happens in the cell's own editors.
const GRID_MS = 60_000;
// Popovers and inputs of antd under jsdom take seconds too on a machine building stacks beside.
jest.setTimeout(GRID_MS);

/** The imported `archive.orders` before the edits below: no start nor cycle on its key, a third column named as is. */
const orders = (): Draft => {
  const [{ autoIncrementStart: _start, ...id }, createdAt] = importedOrders.fields;
  return draftOf({
    ...importedOrders,
    fields: [
      { ...id, identity: { always: true, incrementBy: 2 } },
      createdAt,
      { name: 'note', column: 'note', type: 'string', length: 200 },
    ],
  });
};

/**
 * One field's editor (`render` gets the row and a change function) with the designer's state around it, changes
 * applied as the grid applies them (updateField); every draft goes to `onDraft`.
 */
function FieldHarness({
  row,
  onDraft,
  render: editor,
}: {
  row: number;
  onDraft: (draft: Draft) => void;
  render: (field: DraftField, change: (changes: Partial<DraftField>) => void) => ReactNode;
}) {
  const [draft, setDraft] = useState(orders);
  const field = draft.fields[row];
  return (
    <>
      {editor(field, (changes) => {
        const next = updateField(draft, field.key, changes);
        setDraft(next);
        onDraft(next);
      })}
    </>
  );
}

function Settings({
  database = 'POSTGRESQL',
  problems = [],
  onDraft = () => undefined,
}: {
  database?: Project['database'];
  problems?: Problem[];
  onDraft?: (draft: Draft) => void;
}) {
  const [draft, setDraft] = useState(orders);
  const found = problemsOf(problems, []);
  return (
    <TableSettings
      draft={draft}
      database={database}
      problem={(attribute) => found.under(attribute)}
      onChange={(next) => {
        setDraft(next);
        onDraft(next);
      }}
    />
  );
}

const last = (onDraft: jest.Mock): Draft => onDraft.mock.calls.at(-1)[0];

/** Marked invalid: antd puts the status on the input, or on its wrapper when it has a clear button or is a number. */
const red = (input: HTMLElement) =>
  /status-error/.test(
    (input.closest('.ant-input-affix-wrapper, .ant-input-number') ?? input).getAttribute('class') ?? '',
  );

/** Types into a field the way a paste does: one change instead of one per key. */
async function enter(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

it(
  'the grid shows a column’s database name under its column, and each message on the control it concerns',
  () => {
    const problems = problemsOf(
      [
        { path: 'entities[0].fields[1].sqlColumn', message: '数据库列名不能包含双引号' },
        { path: 'entities[0].fields[0].identity.incrementBy', message: '自增步长不能为 0' },
      ],
      [],
    );
    // Row 3 keeps a start though it is no longer auto-increment (as stored): its options stay in reach.
    const draft = orders();
    draft.fields[2] = { ...draft.fields[2], autoIncrementStart: 5 };
    render(<FieldsEditor draft={draft} problems={problems} onChange={jest.fn()} database="POSTGRESQL" />);
    const column2 = screen.getByRole('textbox', { name: '第 2 行列名' });
    expect(within(column2.closest('td')!).getByText('createdAt')).toBeInTheDocument();
    // A column whose database name is its own shows nothing more.
    const column3 = screen.getByRole('textbox', { name: '第 3 行列名' });
    expect(within(column3.closest('td')!).queryByText(/库中/)).not.toBeInTheDocument();
    // The exact name's problem marks the column cell; the identity option's marks the options button.
    expect(red(column2)).toBe(true);
    expect(red(column3)).toBe(false);
    expect(screen.getByRole('button', { name: '第 1 行自增选项' })).toHaveClass('ant-btn-dangerous');
    // Only a checked auto-increment has options; 更多 is not blamed for what has a place of its own.
    expect(screen.queryByRole('button', { name: '第 2 行自增选项' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第 3 行自增选项' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第 1 行更多设置' })).not.toHaveClass('ant-btn-dangerous');
    expect(screen.getByRole('button', { name: '第 2 行更多设置' })).not.toHaveClass('ant-btn-dangerous');
  },
  GRID_MS,
);

it('edits a column’s database name in 更多, empty meaning the column', async () => {
  const onDraft = jest.fn();
  render(
    <FieldHarness
      row={2}
      onDraft={onDraft}
      render={(field, change) => <MoreEditor field={field} onChange={change} />}
    />,
  );
  const exact = screen.getByRole('textbox', { name: '数据库列名' });
  expect(exact).toHaveValue('');
  expect(exact).toHaveAttribute('placeholder', 'note');
  await enter(exact, 'Note Text');
  expect(entityOf(last(onDraft)).fields[2]).toEqual({
    name: 'note',
    column: 'note',
    sqlColumn: 'Note Text',
    type: 'string',
    length: 200,
  });
  await userEvent.clear(exact);
  expect(entityOf(last(onDraft)).fields[2]).not.toHaveProperty('sqlColumn');
});

it('shows the validator’s message under the database name', () => {
  render(
    <MoreEditor
      field={orders().fields[1]}
      problem={(attribute) => (attribute === 'sqlColumn' ? '数据库列名不能包含双引号' : undefined)}
      onChange={jest.fn()}
    />,
  );
  expect(screen.getByRole('textbox', { name: '数据库列名' })).toHaveValue('createdAt');
  expect(red(screen.getByRole('textbox', { name: '数据库列名' }))).toBe(true);
  expect(screen.getByText('数据库列名不能包含双引号')).toBeInTheDocument();
});

const options = (postgresql: boolean, onDraft: jest.Mock, problem?: string) => (
  <FieldHarness
    row={0}
    onDraft={onDraft}
    render={(field, change) => (
      <AutoIncrementOptions
        field={field}
        label="自增选项"
        postgresql={postgresql}
        problem={(attribute) => (attribute === 'identity' ? problem : undefined)}
        onChange={change}
      />
    )}
  />
);

it('edits the start and PostgreSQL’s identity options beside auto-increment', async () => {
  const onDraft = jest.fn();
  render(options(true, onDraft));
  await userEvent.click(screen.getByRole('button', { name: '自增选项' }));
  const always = await screen.findByRole('checkbox', { name: '始终生成（ALWAYS）' });
  expect(always).toBeChecked();
  expect(screen.getByRole('spinbutton', { name: '自增步长' })).toHaveValue('2');
  const cycle = screen.getByRole('checkbox', { name: /循环/ });
  expect(cycle).not.toBeChecked();

  await userEvent.click(cycle);
  await userEvent.click(always);
  await enter(screen.getByRole('spinbutton', { name: '自增步长' }), '10');
  await enter(screen.getByRole('spinbutton', { name: '自增起始值' }), '1000');
  expect(entityOf(last(onDraft)).fields[0]).toEqual({
    name: 'id',
    column: 'id',
    type: 'long',
    primaryKey: true,
    autoIncrement: true,
    autoIncrementStart: 1000,
    identity: { incrementBy: 10, cycle: true },
  });
});

it('shows the validator’s message on an identity option', async () => {
  render(options(true, jest.fn(), '自增步长不能为 0'));
  const button = screen.getByRole('button', { name: '自增选项' });
  expect(button).toHaveClass('ant-btn-dangerous');
  await userEvent.click(button);
  // In the options themselves, beside the step (the button's tip says it too).
  const step = await screen.findByRole('spinbutton', { name: '自增步长' });
  expect(red(step)).toBe(true);
  expect(
    within(step.closest('.ant-popover')! as HTMLElement).getByText('自增步长不能为 0'),
  ).toBeInTheDocument();
});

it('offers only the start on a MySQL project, whose step is a server setting', async () => {
  const onDraft = jest.fn();
  render(
    <FieldHarness
      row={0}
      onDraft={onDraft}
      render={(field, change) => (
        <AutoIncrementOptions
          // A field as a MySQL project has it: no identity options.
          field={{ ...field, identity: undefined }}
          label="自增选项"
          postgresql={false}
          problem={() => undefined}
          onChange={change}
        />
      )}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: '自增选项' }));
  expect(await screen.findByRole('spinbutton', { name: '自增起始值' })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: '始终生成（ALWAYS）' })).not.toBeInTheDocument();
  expect(screen.queryByRole('spinbutton', { name: '自增步长' })).not.toBeInTheDocument();
});

it('edits the schema and the key the database does not have, with the switch explained', async () => {
  const onDraft = jest.fn();
  render(<Settings onDraft={onDraft} />);
  const schema = screen.getByRole('textbox', { name: '数据库模式' });
  expect(schema).toHaveValue('archive');
  expect(schema).toHaveAttribute('placeholder', 'public');
  const keyless = screen.getByRole('switch', { name: '数据库中无主键' });
  expect(keyless).toBeChecked();
  expect(
    screen.getByText('主键字段只在生成的代码中标识行，导出的建表脚本不写 PRIMARY KEY'),
  ).toBeInTheDocument();

  await userEvent.click(keyless);
  await userEvent.clear(schema);
  const saved = entityOf(last(onDraft));
  expect(saved).not.toHaveProperty('sqlSchema');
  expect(saved).not.toHaveProperty('virtualPrimaryKey');
  await enter(schema, 'history');
  await userEvent.click(keyless);
  expect(entityOf(last(onDraft))).toMatchObject({ sqlSchema: 'history', virtualPrimaryKey: true });
});

it('shows the schema’s message in place of its hint; a MySQL project without a schema has no schema input', () => {
  const { unmount } = render(
    <Settings problems={[{ path: 'entities[0].sqlSchema', message: '数据库模式不能是 public' }]} />,
  );
  expect(screen.getByText('数据库模式不能是 public')).toBeInTheDocument();
  expect(red(screen.getByRole('textbox', { name: '数据库模式' }))).toBe(true);
  unmount();
  render(
    <TableSettings
      draft={{ ...orders(), sqlSchema: undefined }}
      database="MYSQL"
      problem={() => undefined}
      onChange={jest.fn()}
    />,
  );
  expect(screen.queryByRole('textbox', { name: '数据库模式' })).not.toBeInTheDocument();
  expect(screen.getByRole('switch', { name: '数据库中无主键' })).toBeChecked();
});

/** The schema input and the first row's auto-increment options, validated by the codegen model as the designer does. */
function Validated({ onDraft = () => undefined }: { onDraft?: (draft: Draft) => void }) {
  const [draft, setDraft] = useState(orders);
  const result = validateModel({
    project: { name: 'shop', basePackage: 'com.example.shop', database: 'POSTGRESQL' },
    entities: [entityOf(draft)],
  });
  const found = problemsOf(result.ok ? [] : result.problems, []);
  const change = (next: Draft) => {
    setDraft(next);
    onDraft(next);
  };
  const id = draft.fields[0];
  return (
    <>
      <TableSettings
        draft={draft}
        database="POSTGRESQL"
        problem={(attribute) => found.under(attribute)}
        onChange={change}
      />
      <AutoIncrementOptions
        field={id}
        label="自增选项"
        postgresql
        problem={(attribute) => found.under(`fields[0].${attribute}`)}
        onChange={(changes) => change(updateField(draft, id.key, changes))}
      />
    </>
  );
}

/** What the codegen validator says about `path` of the draft (entities[0]). */
const says = (draft: Draft, path: string) => {
  const result = validateModel({
    project: { name: 'shop', basePackage: 'com.example.shop', database: 'POSTGRESQL' },
    entities: [entityOf(draft)],
  });
  return (result.ok ? [] : result.problems).find((problem) => problem.path === `entities[0].${path}`)
    ?.message;
};

it('shows the codegen validator’s own messages for a schema PostgreSQL keeps for itself and a zero step', async () => {
  const onDraft = jest.fn();
  render(<Validated onDraft={onDraft} />);
  expect(says(orders(), 'sqlSchema')).toBeUndefined();
  const schema = screen.getByRole('textbox', { name: '数据库模式' });
  await enter(schema, 'public');
  const schemaMessage = says(last(onDraft), 'sqlSchema');
  expect(schemaMessage).toBeTruthy();
  expect(screen.getByText(schemaMessage!)).toBeInTheDocument();
  expect(red(schema)).toBe(true);

  await userEvent.click(screen.getByRole('button', { name: '自增选项' }));
  await enter(await screen.findByRole('spinbutton', { name: '自增步长' }), '0');
  const stepMessage = says(last(onDraft), 'fields[0].identity.incrementBy');
  expect(stepMessage).toBeTruthy();
  expect(screen.getByRole('button', { name: '自增选项' })).toHaveClass('ant-btn-dangerous');
  expect(red(screen.getByRole('spinbutton', { name: '自增步长' }))).toBe(true);
});
