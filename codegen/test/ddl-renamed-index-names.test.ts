// An index or CHECK name the model cannot keep (a quote, a backtick, a space in it) is replaced on import, and the
// import says so: the export then names the index differently, and a script naming the old one must change.
import { importDdl } from '../src/ddl/import';
import { entityOf, exportDdl, problemsOf } from './support/ddl';
import { postgresImports } from './support/postgres';

jest.setTimeout(60_000);

const { bothPaths } = postgresImports();

describe('index and CHECK names the model cannot keep', () => {
  it('lists each renamed PostgreSQL index and each CHECK name left out, through both import paths', async () => {
    const sql = `CREATE TABLE t (id int PRIMARY KEY, c int, d int, CONSTRAINT "c""k" CHECK (c > 0), CONSTRAINT ok_d CHECK (d > 0));
CREATE INDEX "i""x" ON t (c);
CREATE INDEX "d index" ON t (d);
CREATE INDEX plain_ix ON t (d, c);`;
    for (const [path, { model, approximations }] of await bothPaths(sql)) {
      const t = entityOf(model, 't');
      expect([path, t.indexes?.map((i) => i.name)]).toEqual([path, ['idx_t_c', 'idx_t_d', 'plain_ix']]);
      expect([path, t.checks?.map((c) => c.name ?? null)]).toEqual([path, [null, 'ok_d']]);
      const said = approximations.map((a) => a.reason);
      expect([path, said.filter((r) => /^索引名/.test(r))]).toEqual([
        path,
        [
          expect.stringMatching(/^索引名「i"x」含有字母、数字和下划线以外的字符.*改名为 idx_t_c/),
          expect.stringMatching(/^索引名「d index」含有字母、数字和下划线以外的字符.*改名为 idx_t_d/),
        ],
      ]);
      expect([path, said.filter((r) => /^CHECK 约束名/.test(r))]).toEqual([
        path,
        [expect.stringMatching(/^CHECK 约束名「c"k」.*由数据库命名/)],
      ]);
      expect([path, problemsOf(model)]).toEqual([path, []]);
      expect(exportDdl(model, 'postgresql')).toMatch(/CREATE INDEX "idx_t_c" ON "t"/);
    }
  });

  it('lists a renamed MySQL index', () => {
    const { model, approximations } = importDdl(
      'CREATE TABLE t (id int PRIMARY KEY, c int, CONSTRAINT `c``k` CHECK (c > 0), KEY `i``x` (c));',
      'mysql',
    );
    expect(entityOf(model, 't').indexes?.map((i) => i.name)).toEqual(['idx_t_c']);
    expect(approximations.map((a) => a.reason)).toEqual([
      expect.stringMatching(/^索引名「i`x」.*改名为 idx_t_c/),
      expect.stringMatching(/^CHECK 约束名「c`k」/),
    ]);
  });
});
