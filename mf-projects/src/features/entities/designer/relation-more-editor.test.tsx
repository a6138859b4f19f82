// The options an import keeps on a relation, edited in its row's "more" popover: the foreign key's actions, PostgreSQL's
// DEFERRABLE / MATCH FULL / NOT VALID, the target key it references, and a many-to-many join table's key, actions and
// comment — each edit reaching the saved entity.
import { useState } from 'react';
import type { Entity, Relation } from '@modelsmith/codegen';
import type { Project } from '@modelsmith/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Draft, draftOf, entityOf, problemsOf } from './draft';
import { RelationMoreEditor } from './relation-more-editor';
import { RelationsEditor } from './relations-editor';

// antd tables, popovers and selects under jsdom take seconds on a machine building stacks beside.
jest.setTimeout(120_000);

const room: Entity = {
  className: 'Room',
  tableName: 'room',
  fields: [
    { name: 'id', column: 'id', type: 'int', primaryKey: true },
    { name: 'code', column: 'code', type: 'string', length: 20, unique: true, required: true },
    { name: 'slug', column: 'slug', type: 'string', length: 20, unique: true, required: true },
  ],
};

const booking = (relation: Relation): Draft =>
  draftOf({
    className: 'Booking',
    tableName: 'booking',
    fields: [
      { name: 'id', column: 'id', type: 'int', primaryKey: true },
      { name: 'roomCode', column: 'room_code', type: 'string', length: 20, required: true },
    ],
    relations: [relation],
  });

/** The relations tab with the designer's state around it; every entity it would save goes to `onSave`. */
function Harness({
  initial,
  database = 'POSTGRESQL',
  onSave,
}: {
  initial: Draft;
  database?: Project['database'];
  onSave: (entity: Entity) => void;
}) {
  const [draft, setDraft] = useState(initial);
  return (
    <RelationsEditor
      draft={draft}
      targets={['Booking', 'Room']}
      others={[room]}
      project={{ database, tablePrefix: null }}
      problems={problemsOf([], [])}
      onChange={(next) => {
        setDraft(next);
        onSave(entityOf(next));
      }}
    />
  );
}

/** Picks `option` in the antd select named `label`. */
async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options.at(-1)!);
}

/** The popover's content alone, its relation kept in state: what it would save goes to `onSave`. */
function PopoverHarness({ initial, onSave }: { initial: Relation; onSave: (relation: Relation) => void }) {
  const [relation, setRelation] = useState(initial);
  return (
    <RelationMoreEditor
      relation={relation}
      owner={entityOf(booking(relation))}
      target={room}
      database="POSTGRESQL"
      problem={() => undefined}
      onChange={(changes) => {
        setRelation({ ...relation, ...changes });
        onSave({ ...relation, ...changes });
      }}
    />
  );
}

it("edits a foreign key's actions and PostgreSQL modes, and the unique key it references", async () => {
  const onSave = jest.fn();
  render(
    <PopoverHarness
      initial={{
        name: 'room',
        kind: 'MANY_TO_ONE',
        target: 'Room',
        joinFields: ['roomCode'],
        referencedFields: ['code'],
      }}
      onSave={onSave}
    />,
  );
  await choose('被引用的行删除时', 'CASCADE 级联');
  await choose('被引用的键更新时', 'SET NULL 置为空');
  await choose('外键检查时机', '延迟到提交时（DEFERRABLE INITIALLY DEFERRED）');
  await userEvent.click(screen.getByRole('checkbox', { name: 'MATCH FULL：外键部分列为空时也拒绝' }));
  await userEvent.click(
    screen.getByRole('checkbox', { name: 'NOT VALID：只检查新写入的行，不检查已有的行' }),
  );
  await choose('引用目标的键', '唯一字段：slug');
  expect(onSave.mock.calls.at(-1)[0]).toEqual({
    name: 'room',
    kind: 'MANY_TO_ONE',
    target: 'Room',
    joinFields: ['roomCode'],
    referencedFields: ['slug'],
    onDelete: 'CASCADE',
    onUpdate: 'SET NULL',
    deferrable: 'deferred',
    match: 'full',
    notValid: true,
  });
});

it('opens a row’s options from the relations tab, without the PostgreSQL modes in a MySQL project', async () => {
  render(
    <Harness
      initial={booking({ name: 'room', kind: 'MANY_TO_ONE', target: 'Room' })}
      database="MYSQL"
      onSave={jest.fn()}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: '第 1 个关系更多设置' }));
  expect(await screen.findByRole('combobox', { name: '被引用的行删除时' })).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: '外键检查时机' })).not.toBeInTheDocument();
});

it("edits a join table's key, actions and comment", async () => {
  const onSave = jest.fn();
  const joinTable = { name: 'booking_room', joinColumn: 'booking_id', inverseJoinColumn: 'room_id' };
  render(
    <PopoverHarness
      initial={{ name: 'rooms', kind: 'MANY_TO_MANY', target: 'Room', joinTable }}
      onSave={onSave}
    />,
  );
  expect(screen.getByRole('textbox', { name: '指向目标实体的列' })).toHaveValue('room_id');
  await choose('中间表的键', '两列为唯一键，无主键');
  await choose('本实体的行删除时', '不写（数据库默认 NO ACTION）');
  await choose('目标实体的行删除时', 'RESTRICT 立即拒绝');
  await choose('目标实体的主键更新时', 'CASCADE 级联');
  fireEvent.change(screen.getByRole('textbox', { name: '中间表注释' }), { target: { value: '预订的房间' } });
  expect((onSave.mock.calls.at(-1)[0] as Relation).joinTable).toEqual({
    ...joinTable,
    key: 'unique',
    onDelete: null,
    inverseOnDelete: 'RESTRICT',
    inverseOnUpdate: 'CASCADE',
    comment: '预订的房间',
  });
});

it('sets only some columns of a composite key on delete, and forgets them when the action changes', async () => {
  const onSave = jest.fn();
  render(
    <PopoverHarness
      initial={{
        name: 'room',
        kind: 'MANY_TO_ONE',
        target: 'Room',
        joinFields: ['roomCode', 'roomSlug'],
        referencedFields: ['code', 'slug'],
        onDelete: 'SET NULL',
      }}
      onSave={onSave}
    />,
  );
  await choose('删除时设置的外键列', 'roomSlug');
  expect(onSave.mock.calls.at(-1)[0]).toMatchObject({
    onDelete: 'SET NULL',
    onDeleteSetFields: ['roomSlug'],
  });
  await choose('被引用的行删除时', 'CASCADE 级联');
  const saved = onSave.mock.calls.at(-1)[0] as Relation;
  expect(saved.onDelete).toBe('CASCADE');
  expect(saved.onDeleteSetFields).toBeUndefined();
  expect(screen.queryByRole('combobox', { name: '删除时设置的外键列' })).not.toBeInTheDocument();
});
