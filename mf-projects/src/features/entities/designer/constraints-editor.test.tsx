// The 约束 tab: an imported table's CHECK and EXCLUDE constraints edited, added and removed, the codegen validator's
// Chinese message on an empty condition (through validateModel → problemsOf, as the designer wires it), and the
// triggers edited, added, disabled and removed.
import { useState } from 'react';
import { type Entity, validateModel } from '@modelsmith/codegen';
import type { Project } from '@modelsmith/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConstraintsEditor } from './constraints-editor';
import { type Draft, draftOf, entityOf, problemsOf } from './draft';

// antd tables of inputs under jsdom take seconds on a machine building stacks beside.
jest.setTimeout(120_000);

/** `booking` as the PostgreSQL import keeps it: a CHECK, an EXCLUDE over a range, an audit trigger. */
const booking: Entity = {
  className: 'Booking',
  tableName: 'booking',
  fields: [
    { name: 'id', column: 'id', type: 'int', primaryKey: true },
    { name: 'roomId', column: 'room_id', type: 'int', required: true },
    { name: 'nights', column: 'nights', type: 'int', required: true },
  ],
  checks: [{ name: 'booking_nights_check', expression: 'nights > 0' }],
  exclusions: [
    { name: 'booking_no_overlap', definition: 'EXCLUDE USING gist (room_id WITH =, during WITH &&)' },
  ],
  triggers: [
    {
      name: 'booking_audit',
      dialect: 'postgresql',
      definition:
        'CREATE TRIGGER booking_audit AFTER INSERT ON public.booking FOR EACH ROW EXECUTE FUNCTION audit()',
    },
  ],
};

/** The tab with the designer's state and validation around it; every entity it would save goes to `onSave`. */
function Harness({
  database = 'POSTGRESQL',
  onSave,
}: {
  database?: Project['database'];
  onSave: (entity: Entity) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(booking));
  const validation = validateModel({
    project: { name: 'hotel', basePackage: 'com.example.hotel', database },
    entities: [entityOf(draft)],
  });
  return (
    <ConstraintsEditor
      draft={draft}
      database={database}
      table={database === 'POSTGRESQL' ? 'public.booking' : 'booking'}
      problems={problemsOf(validation.ok ? [] : validation.problems, [])}
      onChange={(next) => {
        setDraft(next);
        onSave(entityOf(next));
      }}
    />
  );
}

const saved = (onSave: jest.Mock): Entity => onSave.mock.calls.at(-1)[0];

it('edits a CHECK, and an added one with no condition shows why it cannot be saved', async () => {
  const onSave = jest.fn();
  render(<Harness onSave={onSave} />);
  expect(screen.getByRole('textbox', { name: '第 1 个检查条件' })).toHaveValue('nights > 0');
  expect(screen.getByText('booking_audit')).toBeInTheDocument();

  fireEvent.change(screen.getByRole('textbox', { name: '第 1 个检查条件' }), {
    target: { value: 'nights BETWEEN 1 AND 30' },
  });
  await userEvent.click(screen.getByRole('checkbox', { name: 'NOT VALID' }));
  expect(saved(onSave).checks).toEqual([
    { name: 'booking_nights_check', expression: 'nights BETWEEN 1 AND 30', notValid: true },
  ]);

  await userEvent.click(screen.getByRole('button', { name: /添加检查约束/ }));
  expect(saved(onSave).checks).toHaveLength(2);
  expect(await screen.findByText(/检查条件不能为空/)).toBeInTheDocument();
  fireEvent.change(screen.getByRole('textbox', { name: '第 2 个检查条件' }), {
    target: { value: 'room_id > 0' },
  });
  expect(screen.queryByText(/检查条件不能为空/)).not.toBeInTheDocument();
  expect(saved(onSave).checks?.[1]).toEqual({ expression: 'room_id > 0' });
  // The triggers stay as imported.
  expect(saved(onSave).triggers).toEqual(booking.triggers);
});

it('edits and removes an EXCLUDE constraint, leaving no empty list behind', async () => {
  const onSave = jest.fn();
  render(<Harness onSave={onSave} />);
  fireEvent.change(screen.getByRole('textbox', { name: '第 1 个排除约束名' }), {
    target: { value: 'booking_room_overlap' },
  });
  expect(saved(onSave).exclusions).toEqual([
    { name: 'booking_room_overlap', definition: booking.exclusions![0].definition },
  ]);
  await userEvent.click(screen.getByRole('button', { name: '删除第 1 个排除约束' }));
  expect(saved(onSave)).not.toHaveProperty('exclusions');
  expect(saved(onSave).checks).toEqual(booking.checks);
});

it('offers EXCLUDE and the PostgreSQL options of a CHECK only in a PostgreSQL project', () => {
  render(<Harness database="MYSQL" onSave={jest.fn()} />);
  // The imported exclusion stays visible, marked, so that it can be removed.
  expect(screen.getByText('仅 PostgreSQL，MySQL 建表时忽略')).toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: 'NOT VALID' })).not.toBeInTheDocument();
});

it('edits a trigger: its name follows the statement, 停用 disables it, a broken statement shows why', async () => {
  const onSave = jest.fn();
  render(<Harness onSave={onSave} />);
  const definition = screen.getByRole('textbox', { name: '第 1 个触发器定义' });
  expect(definition).toHaveValue(booking.triggers![0].definition);

  fireEvent.change(definition, {
    target: {
      value:
        'CREATE TRIGGER "Booking_Log" AFTER INSERT OR UPDATE ON public.booking FOR EACH ROW EXECUTE FUNCTION audit()',
    },
  });
  await userEvent.click(screen.getByRole('checkbox', { name: '停用触发器 Booking_Log' }));
  expect(saved(onSave).triggers).toEqual([
    {
      name: 'Booking_Log',
      dialect: 'postgresql',
      definition:
        'CREATE TRIGGER "Booking_Log" AFTER INSERT OR UPDATE ON public.booking FOR EACH ROW EXECUTE FUNCTION audit()',
      disabled: true,
    },
  ]);
  // The rest of the entity goes with it.
  expect(saved(onSave).checks).toEqual(booking.checks);
  expect(saved(onSave).exclusions).toEqual(booking.exclusions);

  fireEvent.change(screen.getByRole('textbox', { name: '第 1 个触发器定义' }), {
    target: { value: 'DROP TABLE booking' },
  });
  expect(
    await screen.findByText(/触发器定义应是一整条 PostgreSQL 的 CREATE \[CONSTRAINT\] TRIGGER/),
  ).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: '删除第 1 个触发器' }));
  expect(saved(onSave)).not.toHaveProperty('triggers');
});

it("adds a trigger of the project's dialect from a valid template, keeping the other dialect's as it is", async () => {
  const onSave = jest.fn();
  render(<Harness database="MYSQL" onSave={onSave} />);
  expect(screen.getByText('PostgreSQL，本项目的建表脚本不写')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: /添加 MySQL 触发器/ }));
  const [kept, added] = saved(onSave).triggers!;
  expect(kept).toEqual(booking.triggers![0]);
  expect(added).toMatchObject({ name: 'booking_before_update', dialect: 'mysql' });
  expect(added.definition).toMatch(
    /^CREATE TRIGGER booking_before_update BEFORE UPDATE ON booking FOR EACH ROW\nBEGIN/,
  );
  // The starting statement passes the validator as it is.
  expect(screen.queryByText(/触发器定义应是/)).not.toBeInTheDocument();
  // 停用 is PostgreSQL's: the MySQL trigger has no such box.
  expect(screen.getAllByRole('checkbox', { name: /停用触发器/ })).toHaveLength(1);
});
