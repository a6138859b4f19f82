// A column's own collation in 更多: shown as imported, edited in the names of its database, cleared back to the
// table's default; offered only where the values are text.
import { fireEvent, render, screen } from '@testing-library/react';
import { draftOf } from './draft';
import { MoreEditor } from './field-more-editor';

const fieldOf = (field: Record<string, unknown>) =>
  draftOf({
    className: 'Account',
    tableName: 'account',
    fields: [{ name: 'id', column: 'id', type: 'long', primaryKey: true }, field as never],
  }).fields[1];

it('shows an imported MySQL collation and character set, and clearing both goes back to the default', () => {
  const onChange = jest.fn();
  const field = fieldOf({
    name: 'login',
    column: 'login',
    type: 'string',
    length: 40,
    collation: { dialect: 'mysql', charset: 'latin1', collate: 'latin1_bin' },
  });
  const { rerender } = render(<MoreEditor field={field} database="POSTGRESQL" onChange={onChange} />);
  // Written for MySQL: it stays in MySQL's names, whatever the project's database.
  expect(screen.getByText('排序规则（MySQL）')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: '字符集' })).toHaveValue('latin1');
  expect(screen.getByRole('textbox', { name: '排序规则' })).toHaveValue('latin1_bin');

  fireEvent.change(screen.getByRole('textbox', { name: '排序规则' }), { target: { value: '' } });
  expect(onChange).toHaveBeenLastCalledWith({ collation: { dialect: 'mysql', charset: 'latin1' } });

  rerender(
    <MoreEditor
      field={{ ...field, collation: { dialect: 'mysql', charset: 'latin1' } }}
      onChange={onChange}
    />,
  );
  fireEvent.change(screen.getByRole('textbox', { name: '字符集' }), { target: { value: '' } });
  expect(onChange).toHaveBeenLastCalledWith({ collation: undefined });
});

it("writes a new collation in the project's database names, and shows the validator's message", () => {
  const onChange = jest.fn();
  const field = fieldOf({ name: 'code', column: 'code', type: 'text' });
  render(
    <MoreEditor
      field={field}
      database="POSTGRESQL"
      problem={(attribute) => (attribute === 'collation.collate' ? '排序规则名只能由字母组成' : undefined)}
      onChange={onChange}
    />,
  );
  expect(screen.getByText('排序规则（PostgreSQL）')).toBeInTheDocument();
  // PostgreSQL columns have no character set of their own.
  expect(screen.queryByRole('textbox', { name: '字符集' })).not.toBeInTheDocument();
  fireEvent.change(screen.getByRole('textbox', { name: '排序规则' }), { target: { value: 'C' } });
  expect(onChange).toHaveBeenLastCalledWith({ collation: { dialect: 'postgresql', collate: 'C' } });
  expect(screen.getByText('排序规则名只能由字母组成')).toBeInTheDocument();
});

it('offers no collation for a number', () => {
  render(<MoreEditor field={fieldOf({ name: 'age', column: 'age', type: 'int' })} onChange={jest.fn()} />);
  expect(screen.queryByText(/排序规则/)).not.toBeInTheDocument();
});
