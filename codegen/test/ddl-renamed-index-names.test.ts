// An index or CHECK name the model cannot keep (spaces around it, a control character, one index name twice on a
// table ignoring case) is replaced on import, and the import says so: the export then names the index
// differently, and a script naming the old one must change. Names the model keeps: ddl-exact-index-names.test.ts.
import { importDdl } from '../src/ddl/import';
import { entityOf, exportDdl, problemsOf } from './support/ddl';
import { postgresImports } from './support/postgres';

jest.setTimeout(60_000);

const { bothPaths } = postgresImports();

describe('index and CHECK names the model cannot keep', () => {
  it('lists each renamed PostgreSQL index and each CHECK name left out, through both import paths', async () => {
    const sql = `CREATE TABLE t (id int PRIMARY KEY, c int, d int, CONSTRAINT " ck" CHECK (c > 0), CONSTRAINT ok_d CHECK (d > 0));
CREATE INDEX " ix" ON t (c);
CREATE INDEX "Dx" ON t (d);
CREATE INDEX "dx" ON t (d, c);
CREATE INDEX plain_ix ON t (c, d);`;
    for (const [path, { model, approximations }] of await bothPaths(sql)) {
      const t = entityOf(model, 't');
      expect([path, t.indexes?.map((i) => i.name)]).toEqual([path, ['idx_t_c', 'Dx', 'dx_2', 'plain_ix']]);
      expect([path, t.checks?.map((c) => c.name ?? null)]).toEqual([path, [null, 'ok_d']]);
      const said = approximations.map((a) => a.reason);
      expect([path, said.filter((r) => /^索引名/.test(r))]).toEqual([
        path,
        [
          expect.stringMatching(/^索引名「 ix」首尾有空格，模型不能保存，导入后改名为 idx_t_c/),
          expect.stringMatching(/^索引名「dx」与同一张表的另一个索引重名（不区分大小写），导入后改名为 dx_2/),
        ],
      ]);
      expect([path, said.filter((r) => /^CHECK 约束名/.test(r))]).toEqual([
        path,
        [expect.stringMatching(/^CHECK 约束名「 ck」.*由数据库命名/)],
      ]);
      expect([path, problemsOf(model)]).toEqual([path, []]);
      expect(exportDdl(model, 'postgresql')).toMatch(/CREATE INDEX "idx_t_c" ON "t"/);
    }
  });

  it('lists a renamed MySQL index', () => {
    const { model, approximations } = importDdl(
      'CREATE TABLE t (id int PRIMARY KEY, c int, CONSTRAINT `c\tk` CHECK (c > 0), KEY `i x ` (c));',
      'mysql',
    );
    expect(entityOf(model, 't').indexes?.map((i) => i.name)).toEqual(['idx_t_c']);
    expect(approximations.map((a) => a.reason)).toEqual([
      expect.stringMatching(/^索引名「i x 」首尾有空格.*改名为 idx_t_c/),
      expect.stringMatching(/^CHECK 约束名「c\tk」.*控制字符/),
    ]);
  });
});
