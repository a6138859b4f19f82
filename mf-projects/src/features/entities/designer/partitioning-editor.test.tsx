// The partitioning tab: an imported scheme shown as it is, its partitions edited, added and removed, the scheme
// removed, and the codegen validator's Chinese message where a clause is wrong — through the designer's own
// validation (validateModel → problemsOf), as the designer wires it.
import { useState } from 'react';
import { type Entity, type ProjectSettings, validateModel } from '@modelsmith/codegen';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Draft, draftOf, entityOf, problemsOf } from './draft';
import { partitioningLabel } from './entity-designer';
import { PartitioningEditor } from './partitioning-editor';

// The partitions are an antd table of inputs: rendering it can take seconds while CI builds generated stacks beside.
const GRID_MS = 30_000;

const project = (database: ProjectSettings['database']): ProjectSettings => ({
  name: 'shop',
  basePackage: 'com.example.shop',
  database,
});

/** `job` as the PostgreSQL import makes it: PARTITION BY LIST (name) with three partitions. */
const job = (): Draft =>
  draftOf({
    className: 'Job',
    tableName: 'job',
    fields: [
      { name: 'id', column: 'id', type: 'long', primaryKey: true },
      { name: 'name', column: 'name', type: 'string', length: 64, primaryKey: true, required: true },
    ],
    partitioning: {
      dialect: 'postgresql',
      by: 'LIST (name)',
      partitions: [
        { name: 'job_a', bound: "FOR VALUES IN ('a')" },
        { name: 'job_b', bound: "FOR VALUES IN ('b')" },
        { name: 'job_default', bound: 'DEFAULT' },
      ],
    },
  });

/** The editor with the designer's state and validation around it; every draft it makes goes to `onDraft`. */
function Designer({
  initial,
  others = [],
  database = 'POSTGRESQL',
  onDraft,
}: {
  initial: Draft;
  others?: Entity[];
  database?: ProjectSettings['database'];
  onDraft?: (draft: Draft) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const validation = validateModel({ project: project(database), entities: [...others, entityOf(draft)] });
  const problems = problemsOf(
    validation.ok ? [] : validation.problems,
    others.map((other) => other.className),
  );
  return (
    <PartitioningEditor
      draft={draft}
      problems={problems}
      defaultDialect={database === 'MYSQL' ? 'mysql' : 'postgresql'}
      onChange={(next) => {
        setDraft(next);
        onDraft?.(next);
      }}
    />
  );
}

const names = () =>
  screen.getAllByRole('textbox', { name: /个分区名$/ }).map((input) => (input as HTMLInputElement).value);

it(
  'shows an imported partitioning: its dialect, PARTITION BY clause and partitions',
  () => {
    const draft = job();
    render(<Designer initial={draft} />);
    expect(partitioningLabel(draft)).toBe('分区（3）');
    expect(screen.getByText('PostgreSQL')).toBeInTheDocument();
    expect(screen.getByText('PARTITION BY')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '分区方式' })).toHaveValue('LIST (name)');
    expect(names()).toEqual(['job_a', 'job_b', 'job_default']);
    expect(screen.getByRole('textbox', { name: '第 1 个分区的范围' })).toHaveValue("FOR VALUES IN ('a')");
    expect(screen.getByRole('textbox', { name: '第 3 个分区的范围' })).toHaveValue('DEFAULT');
    // Valid as imported: nothing is marked.
    expect(document.querySelector('.ant-input-status-error')).toBeNull();
    // No PARTITIONS n for a PostgreSQL list.
    expect(screen.queryByRole('spinbutton', { name: '分区数' })).not.toBeInTheDocument();
  },
  GRID_MS,
);

it(
  'edits a bound',
  async () => {
    const onDraft = jest.fn();
    render(<Designer initial={job()} onDraft={onDraft} />);
    const bound = screen.getByRole('textbox', { name: '第 2 个分区的范围' });
    await userEvent.clear(bound);
    await userEvent.paste("FOR VALUES IN ('b', 'c')");
    const changed: Draft = onDraft.mock.calls.at(-1)[0];
    expect(changed.partitioning?.partitions?.[1]).toEqual({
      name: 'job_b',
      bound: "FOR VALUES IN ('b', 'c')",
    });
    expect(changed.partitioning?.partitions?.[0]).toEqual({ name: 'job_a', bound: "FOR VALUES IN ('a')" });
    expect(entityOf(changed).partitioning?.by).toBe('LIST (name)');
  },
  GRID_MS,
);

it(
  'adds a partition with a fresh name and removes one',
  async () => {
    const onDraft = jest.fn();
    render(<Designer initial={job()} onDraft={onDraft} />);
    await userEvent.click(screen.getByRole('button', { name: /添加分区/ }));
    expect(names()).toEqual(['job_a', 'job_b', 'job_default', 'job_p4']);
    // The new partition's bound is the user's to write: the validator says how, in Chinese.
    const fresh = screen.getByRole('textbox', { name: '第 4 个分区的范围' });
    expect(fresh).toHaveValue('');
    expect(fresh).toHaveAttribute('placeholder', "FOR VALUES IN ('a') 或 DEFAULT");
    expect(fresh.closest('.ant-input-status-error, .ant-input')).toHaveClass('ant-input-status-error');
    await userEvent.click(fresh);
    await userEvent.paste("FOR VALUES IN ('d')");
    expect(fresh).not.toHaveClass('ant-input-status-error');

    await userEvent.click(screen.getByRole('button', { name: '删除第 2 个分区' }));
    expect(names()).toEqual(['job_a', 'job_default', 'job_p4']);
    const changed: Draft = onDraft.mock.calls.at(-1)[0];
    expect(changed.partitioning?.partitions).toEqual([
      { name: 'job_a', bound: "FOR VALUES IN ('a')" },
      { name: 'job_default', bound: 'DEFAULT' },
      { name: 'job_p4', bound: "FOR VALUES IN ('d')" },
    ]);
  },
  GRID_MS,
);

it(
  'removes the whole scheme after a confirmation, and sets a new one in the project’s dialect',
  async () => {
    const onDraft = jest.fn();
    render(<Designer initial={job()} database="MYSQL" onDraft={onDraft} />);
    await userEvent.click(screen.getByRole('button', { name: /移除分区/ }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText(/job 成为普通表/)).toBeInTheDocument();
    expect(onDraft).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: /^移\s*除$/ }));

    const removed: Draft = onDraft.mock.calls.at(-1)[0];
    expect('partitioning' in removed).toBe(false);
    expect(entityOf(removed).partitioning).toBeUndefined();
    expect(screen.getByText('未分区')).toBeInTheDocument();
    expect(partitioningLabel(removed)).toBe('分区');

    await userEvent.click(screen.getByRole('button', { name: /设置分区/ }));
    const set: Draft = onDraft.mock.calls.at(-1)[0];
    expect(set.partitioning).toEqual({ dialect: 'mysql', by: 'HASH (id)' });
    await waitFor(() => expect(screen.getByText('MySQL')).toBeInTheDocument());
    // A MySQL HASH without a list takes PARTITIONS n.
    expect(screen.getByRole('spinbutton', { name: '分区数' })).toBeInTheDocument();
  },
  GRID_MS,
);

it(
  'shows the validator’s Chinese message under a bad PARTITION BY clause',
  async () => {
    render(<Designer initial={job()} />);
    expect(screen.queryByText(/分区方式必须形如/)).not.toBeInTheDocument();
    const by = screen.getByRole('textbox', { name: '分区方式' });
    await userEvent.clear(by);
    await userEvent.paste('LIST (name); DROP TABLE job');
    expect(
      screen.getByText(
        '分区方式必须形如 LIST (name)、RANGE (created_at) 或 HASH (id)，不超过 500 个字符，括号和引号成对，且不能包含分号或注释',
      ),
    ).toBeInTheDocument();
    expect(by).toHaveClass('ant-input-status-error');
  },
  GRID_MS,
);

it(
  'says under the partitions why a MySQL partitioned table cannot keep its relations',
  () => {
    const order: Entity = {
      className: 'Order',
      tableName: 'orders',
      fields: [{ name: 'id', column: 'id', type: 'long', primaryKey: true }],
      relations: [{ name: 'job', kind: 'MANY_TO_ONE', target: 'Job' }],
    };
    const draft: Draft = draftOf({
      className: 'Job',
      tableName: 'job',
      fields: [{ name: 'id', column: 'id', type: 'long', primaryKey: true }],
      partitioning: { dialect: 'mysql', by: 'KEY (id)', count: 4 },
    });
    render(<Designer initial={draft} others={[order]} database="MYSQL" />);
    expect(partitioningLabel(draft)).toBe('分区（4）');
    expect(screen.getByRole('spinbutton', { name: '分区数' })).toHaveValue('4');
    expect(screen.getByText(/MySQL（InnoDB）的分区表不能有外键.*Order\.job/)).toBeInTheDocument();
  },
  GRID_MS,
);

it(
  'shows an imported two-level PostgreSQL partitioning nested under its parent, keeps it, and renames with it',
  async () => {
    // As importDdl makes it of: CREATE TABLE sales (…) PARTITION BY LIST (region); sales_eu PARTITION OF sales FOR
    // VALUES IN ('eu') PARTITION BY RANGE (sold_at); sales_eu_2024 PARTITION OF sales_eu …; sales_us PARTITION OF
    // sales …; CREATE INDEX sales_us_sold ON sales_us (sold_at). (jsdom has no structuredClone the import uses.)
    const sales: Entity = {
      className: 'Sale',
      tableName: 'sales',
      fields: [
        { name: 'id', column: 'id', type: 'long', required: true, primaryKey: true },
        {
          name: 'region',
          column: 'region',
          type: 'string',
          sqlType: { postgresql: 'TEXT' },
          required: true,
          primaryKey: true,
        },
        { name: 'soldAt', column: 'sold_at', type: 'date', required: true, primaryKey: true },
      ],
      partitioning: {
        dialect: 'postgresql',
        by: 'LIST (region)',
        partitions: [
          { name: 'sales_eu', bound: "FOR VALUES IN ('eu')", by: 'RANGE (sold_at)' },
          {
            name: 'sales_eu_2024',
            bound: "FOR VALUES FROM ('2024-01-01') TO ('2025-01-01')",
            of: 'sales_eu',
          },
          {
            name: 'sales_us',
            bound: "FOR VALUES IN ('us')",
            indexes: [{ name: 'sales_us_sold', definition: '(sold_at)' }],
          },
        ],
      },
    };
    const onDraft = jest.fn();
    render(<Designer initial={draftOf(sales)} onDraft={onDraft} />);
    expect(names()).toEqual(['sales_eu', 'sales_eu_2024', 'sales_us']);
    expect(screen.getByRole('textbox', { name: '第 1 个分区的再分区方式' })).toHaveValue('RANGE (sold_at)');
    expect(screen.getByRole('textbox', { name: '第 2 个分区所属的分区' })).toHaveValue('sales_eu');
    expect(screen.getByRole('textbox', { name: '第 3 个分区所属的分区' })).toHaveValue('');
    expect(
      within(screen.getByRole('list', { name: '第 3 个分区的索引' })).getByRole('listitem'),
    ).toHaveTextContent('sales_us_sold (sold_at)');
    expect(document.querySelector('.ant-input-status-error')).toBeNull();

    // An edit and its undo save the scheme exactly as imported.
    const bound = screen.getByRole('textbox', { name: '第 2 个分区的范围' });
    await userEvent.clear(bound);
    await userEvent.paste("FOR VALUES FROM ('2024-01-01') TO ('2025-01-01')");
    expect(entityOf(onDraft.mock.calls.at(-1)[0]).partitioning).toEqual(sales.partitioning);

    const parent = screen.getByRole('textbox', { name: '第 1 个分区名' });
    await userEvent.type(parent, 'rope');
    const renamed: Draft = onDraft.mock.calls.at(-1)[0];
    expect(renamed.partitioning?.partitions?.map((p) => [p.name, p.of])).toEqual([
      ['sales_europe', undefined],
      ['sales_eu_2024', 'sales_europe'],
      ['sales_us', undefined],
    ]);
    expect(screen.getByRole('textbox', { name: '第 2 个分区所属的分区' })).toHaveValue('sales_europe');
    expect(document.querySelector('.ant-input-status-error')).toBeNull();

    // Removing the parent takes its partitions along, after saying so.
    await userEvent.click(screen.getByRole('button', { name: '删除第 1 个分区' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText(/1 个分区（sales_eu_2024）会一起删除/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: /^删\s*除$/ }));
    expect(names()).toEqual(['sales_us']);
  },
  GRID_MS,
);

it(
  'shows an imported MySQL subpartitioned table, keeps it, and puts a wrong SUBPARTITION BY under its input',
  async () => {
    // As importDdl makes it of: CREATE TABLE ts (id INT, purchased DATE) PARTITION BY RANGE (YEAR(purchased))
    // SUBPARTITION BY HASH (TO_DAYS(purchased)) (PARTITION p0 VALUES LESS THAN (1990) (SUBPARTITION s0, SUBPARTITION
    // s1), PARTITION p1 VALUES LESS THAN MAXVALUE (SUBPARTITION s2, SUBPARTITION s3)).
    const ts: Entity = {
      className: 'T',
      tableName: 'ts',
      fields: [
        { name: 'id', column: 'id', type: 'int', primaryKey: true },
        { name: 'purchased', column: 'purchased', type: 'date', primaryKey: true },
      ],
      virtualPrimaryKey: true,
      partitioning: {
        dialect: 'mysql',
        by: 'RANGE (YEAR(purchased))',
        partitions: [
          { name: 'p0', bound: 'VALUES LESS THAN (1990)', subpartitions: ['s0', 's1'] },
          { name: 'p1', bound: 'VALUES LESS THAN MAXVALUE', subpartitions: ['s2', 's3'] },
        ],
        subpartitionBy: 'HASH (TO_DAYS(purchased))',
      },
    };
    const onDraft = jest.fn();
    render(<Designer initial={draftOf(ts)} database="MYSQL" onDraft={onDraft} />);
    expect(screen.getByText('SUBPARTITION BY')).toBeInTheDocument();
    const subBy = screen.getByRole('textbox', { name: '子分区方式' });
    expect(subBy).toHaveValue('HASH (TO_DAYS(purchased))');
    const subs = (n: number) =>
      within(screen.getByRole('list', { name: `第 ${n} 个分区的子分区` }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(subs(1)).toEqual(['s0', 's1']);
    expect(subs(2)).toEqual(['s2', 's3']);
    expect(document.querySelector('.ant-input-status-error')).toBeNull();

    const bound = screen.getByRole('textbox', { name: '第 1 个分区的范围' });
    await userEvent.clear(bound);
    await userEvent.paste('VALUES LESS THAN (1990)');
    expect(entityOf(onDraft.mock.calls.at(-1)[0]).partitioning).toEqual(ts.partitioning);

    await userEvent.clear(subBy);
    await userEvent.paste('RANGE (id)');
    expect(screen.getByText(/^子分区方式必须形如 HASH/)).toBeInTheDocument();
    expect(subBy).toHaveClass('ant-input-status-error');
  },
  GRID_MS,
);

it(
  "adds a PostgreSQL partition's own index, shows the validator's word on a wrong one, and removes it",
  async () => {
    const onDraft = jest.fn();
    const initial = job();
    render(<Designer initial={initial} onDraft={onDraft} />);
    const last = (): Draft => onDraft.mock.calls.at(-1)[0];
    const addTo = async (row: number, name: string, definition: string, unique = false) => {
      await userEvent.click(
        within(screen.getAllByRole('row')[row]!).getByRole('button', { name: /添加索引/ }),
      );
      const partition = initial.partitioning!.partitions![row - 1]!.name;
      if (name)
        fireEvent.change(await screen.findByLabelText(`分区 ${partition} 的新索引名`), {
          target: { value: name },
        });
      fireEvent.change(screen.getByLabelText(`分区 ${partition} 的新索引定义`), {
        target: { value: definition },
      });
      if (unique) await userEvent.click(screen.getByRole('checkbox', { name: '唯一（UNIQUE）' }));
      await userEvent.click(screen.getByRole('button', { name: '添 加' }));
    };

    await addTo(1, 'job_a_id', 'USING btree (id)', true);
    expect(last().partitioning?.partitions?.[0]).toEqual({
      name: 'job_a',
      bound: "FOR VALUES IN ('a')",
      indexes: [{ name: 'job_a_id', unique: true, definition: 'USING btree (id)' }],
    });
    expect(
      within(screen.getByRole('list', { name: '第 1 个分区的索引' })).getByRole('listitem'),
    ).toHaveTextContent('UNIQUE job_a_id USING btree (id)');

    await addTo(2, '', 'USING btree (id); DROP TABLE job');
    expect(last().partitioning?.partitions?.[1]?.indexes).toEqual([
      { definition: 'USING btree (id); DROP TABLE job' },
    ]);
    expect(
      await screen.findByText(/分区索引的定义须是 CREATE INDEX … ON 分区 之后的一段/),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '删除第 2 个分区的第 1 个索引' }));
    expect(screen.queryByText(/分区索引的定义须是/)).not.toBeInTheDocument();
    // Nothing else of the entity or the scheme moves.
    const saved = entityOf(last());
    expect(saved.partitioning?.partitions?.[1]).toEqual({ name: 'job_b', bound: "FOR VALUES IN ('b')" });
    expect(saved.partitioning?.partitions?.[0]?.indexes).toHaveLength(1);
    expect(saved.fields).toEqual(entityOf(initial).fields);
  },
  // Two popover forms on top of the grid: twice a grid test's time.
  2 * GRID_MS,
);
