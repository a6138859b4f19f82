// The table settings' system versioning: switched on and off in a MySQL project (MariaDB's), its period fields
// picked among the datetime fields, the validator's message when only one is, and nothing else of the entity lost.
import { useState } from 'react';
import { type Entity, validateModel } from '@modelsmith/codegen';
import type { Project } from '@modelsmith/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Draft, draftOf, entityOf, problemsOf } from './draft';
import { TableSettings } from './table-settings';

jest.setTimeout(60_000);

const ledger: Entity = {
  className: 'Ledger',
  tableName: 'ledger',
  fields: [
    { name: 'id', column: 'id', type: 'long', primaryKey: true },
    { name: 'validFrom', column: 'valid_from', type: 'datetime', required: true },
    { name: 'validTo', column: 'valid_to', type: 'datetime', required: true },
  ],
  indexes: [{ name: 'ledger_valid_from', fields: ['validFrom'], unique: false }],
  comment: '总账',
};

function Harness({
  database,
  initial = ledger,
  onSave,
}: {
  database: Project['database'];
  initial?: Entity;
  onSave: (entity: Entity) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const validation = validateModel({
    project: { name: 'books', basePackage: 'com.example.books', database },
    entities: [entityOf(draft)],
  });
  const problems = problemsOf(validation.ok ? [] : validation.problems, []);
  return (
    <TableSettings
      draft={draft}
      database={database}
      problem={(attribute) => problems.under(attribute)}
      onChange={(next) => {
        setDraft(next);
        onSave(entityOf(next));
      }}
    />
  );
}

const saved = (onSave: jest.Mock): Entity => onSave.mock.calls.at(-1)[0];

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options.at(-1)!);
}

it('switches system versioning on, names its period fields, and says why one alone cannot be saved', async () => {
  const onSave = jest.fn();
  render(<Harness database="MYSQL" onSave={onSave} />);
  expect(screen.getByText(/MariaDB 保留每一行的历史版本/)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('switch', { name: '系统版本表' }));
  expect(saved(onSave).systemVersioning).toEqual({});

  await choose('版本起始字段', 'validFrom');
  expect(saved(onSave).systemVersioning).toEqual({ rowStart: 'validFrom' });
  expect(await screen.findByText(/要么都指定，要么都不指定/)).toBeInTheDocument();

  await choose('版本结束字段', 'validTo');
  expect(saved(onSave)).toEqual({
    ...ledger,
    systemVersioning: { rowStart: 'validFrom', rowEnd: 'validTo' },
  });
  expect(screen.queryByText(/要么都指定/)).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('switch', { name: '系统版本表' }));
  expect(saved(onSave)).toEqual(ledger);
});

it('offers system versioning in a PostgreSQL project only while a table has it, so that it can be cleared', async () => {
  const { unmount } = render(<Harness database="POSTGRESQL" onSave={jest.fn()} />);
  expect(screen.queryByRole('switch', { name: '系统版本表' })).not.toBeInTheDocument();
  unmount();

  const onSave = jest.fn();
  render(<Harness database="POSTGRESQL" initial={{ ...ledger, systemVersioning: {} }} onSave={onSave} />);
  await userEvent.click(screen.getByRole('switch', { name: '系统版本表' }));
  expect(saved(onSave)).toEqual(ledger);
});
