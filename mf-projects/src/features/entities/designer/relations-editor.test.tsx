// Relations the import keeps that the designer cannot edit — a foreign key to a unique key other than the primary
// key, a composite one — show their columns read-only instead of an empty 外键字段 box; an imported join table shows
// its real name.
import type { Relation } from '@modelsmith/codegen';
import { render, screen, within } from '@testing-library/react';
import { type Draft, draftOf, problemsOf } from './draft';
import { RelationsEditor } from './relations-editor';

// antd tables under jsdom take seconds on a machine building stacks beside.
jest.setTimeout(60_000);

const booking = (relations: Relation[]): Draft =>
  draftOf({
    className: 'Booking',
    tableName: 'booking',
    fields: [
      { name: 'id', column: 'id', type: 'int', primaryKey: true },
      { name: 'roomCode', column: 'room_code', type: 'string', length: 20, required: true },
    ],
    relations,
  });

it('shows the join fields of a key to a unique key read-only, and an editable join field otherwise', () => {
  render(
    <RelationsEditor
      draft={booking([
        {
          name: 'room',
          kind: 'MANY_TO_ONE',
          target: 'Room',
          joinFields: ['roomCode'],
          referencedFields: ['code'],
        },
        { name: 'guest', kind: 'MANY_TO_ONE', target: 'Guest', joinField: 'guestId' },
        {
          name: 'tags',
          kind: 'MANY_TO_MANY',
          target: 'Tag',
          joinTable: { name: 't_booking_tag', joinColumn: 'booking_id', inverseJoinColumn: 'tag_id' },
        },
      ])}
      targets={['Booking', 'Room', 'Guest', 'Tag']}
      others={[]}
      project={{ database: 'POSTGRESQL', tablePrefix: null }}
      problems={problemsOf([], [])}
      onChange={jest.fn()}
    />,
  );
  const [, keyed, plain, joined] = screen.getAllByRole('row');
  expect(within(keyed).getByText('roomCode → code')).toBeInTheDocument();
  expect(within(keyed).queryByRole('textbox', { name: '第 1 个关系外键字段' })).not.toBeInTheDocument();
  expect(within(plain).getByRole('textbox', { name: '第 2 个关系外键字段' })).toHaveValue('guestId');
  expect(within(joined).getByText('连接表 t_booking_tag')).toBeInTheDocument();
});
