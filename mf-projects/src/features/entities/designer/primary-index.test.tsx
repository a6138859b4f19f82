// A real PRIMARY KEY the key fields cannot hold (a MySQL prefix, a bytea or jsonb column) is imported as a primary
// index: the designer shows it tagged 「主键」 and explained, does not edit it as an ordinary index, lets it be
// removed, and the table settings say the key is elsewhere rather than missing.
import type { Index } from '@modelsmith/codegen';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Draft, draftOf, problemsOf } from './draft';
import { IndexesEditor, PRIMARY_INDEX_NOTE } from './indexes-editor';
import { TableSettings } from './table-settings';

// antd tables and tooltips under jsdom take seconds on a machine building stacks beside.
jest.setTimeout(60_000);

const primary: Index = {
  name: 'PRIMARY',
  fields: ['url'],
  unique: true,
  primary: true,
  prefixLengths: [191],
};

const page = (indexes: Index[]): Draft =>
  draftOf({
    className: 'Page',
    tableName: 'page',
    virtualPrimaryKey: true,
    fields: [
      { name: 'url', column: 'url', type: 'text', required: true, primaryKey: true },
      { name: 'title', column: 'title', type: 'string', length: 100 },
    ],
    indexes,
  });

it('shows a primary index read-only with its 主键 tag and prefixes, an ordinary one editable, and removes it', async () => {
  const onChange = jest.fn();
  const ordinary: Index = { name: 'idx_page_title', fields: ['title'], unique: false };
  render(
    <IndexesEditor draft={page([primary, ordinary])} problems={problemsOf([], [])} onChange={onChange} />,
  );
  const [, primaryRow, ordinaryRow] = screen.getAllByRole('row');
  expect(within(primaryRow).getByText('主键')).toBeInTheDocument();
  expect(within(primaryRow).getByText('PRIMARY')).toBeInTheDocument();
  expect(within(primaryRow).getByText('url(191)')).toBeInTheDocument();
  expect(within(primaryRow).queryByRole('textbox')).not.toBeInTheDocument();
  expect(within(primaryRow).queryByRole('combobox')).not.toBeInTheDocument();
  expect(within(primaryRow).queryByRole('spinbutton')).not.toBeInTheDocument();
  expect(within(primaryRow).getByRole('checkbox', { name: '第 1 个索引唯一' })).toBeDisabled();
  // The ordinary index stays editable.
  expect(within(ordinaryRow).getByRole('textbox', { name: '第 2 个索引名' })).toHaveValue('idx_page_title');
  expect(within(ordinaryRow).getByRole('checkbox', { name: '第 2 个索引唯一' })).toBeEnabled();

  await userEvent.hover(within(primaryRow).getByText('主键'));
  expect(await screen.findByText(PRIMARY_INDEX_NOTE)).toBeInTheDocument();

  await userEvent.click(within(primaryRow).getByRole('button', { name: '删除第 1 个索引' }));
  expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ indexes: [ordinary] }));
});

it("shows the validator's message on a primary index", () => {
  render(
    <IndexesEditor
      draft={page([primary])}
      problems={problemsOf(
        [
          {
            path: 'entities[0].indexes[0].fields[0]',
            message: '主键的列不能为空：字段「url」须设为必填（NOT NULL）',
          },
        ],
        [],
      )}
      onChange={jest.fn()}
    />,
  );
  expect(screen.getByText('主键的列不能为空：字段「url」须设为必填（NOT NULL）')).toBeInTheDocument();
});

it('says the database key is kept elsewhere, not missing, when a primary index exists', () => {
  const { unmount } = render(
    <TableSettings draft={page([primary])} database="MYSQL" problem={() => undefined} onChange={jest.fn()} />,
  );
  expect(screen.getByRole('switch', { name: '数据库主键不在标识字段上' })).toBeChecked();
  expect(screen.queryByText('数据库中无主键')).not.toBeInTheDocument();
  expect(screen.getByText(/数据库的主键是索引 PRIMARY（url）/)).toBeInTheDocument();
  unmount();
  render(<TableSettings draft={page([])} database="MYSQL" problem={() => undefined} onChange={jest.fn()} />);
  expect(screen.getByRole('switch', { name: '数据库中无主键' })).toBeChecked();
});
