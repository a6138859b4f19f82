// The typescript-zod set follows the contract of generated code (docs/generated-code-contract.md): answers without
// secrets, write schemas without audit columns or the deletion marker, the contract's date-time formats, stored
// values of enums and coded columns with their labels, and the envelope and page of the project's API style.
import type { Model } from '../../src/model/types';
import { getOfficialSet } from '../../src/sets/official';
import { renderOfficial } from '../support/render-official';
import { filmModel, ruoyiUserModel } from './typescript-zod-models';

function render(model: Model): Record<string, string> {
  const set = getOfficialSet('typescript-zod');
  if (!set) throw new Error('typescript-zod is not bundled');
  return Object.fromEntries(renderOfficial(model, set).map((file) => [file.path, file.content]));
}

/** The body of `export const <name> = z.object({ … });` (or of a plain object literal), to check which keys it has. */
function block(source: string, start: string): string {
  const from = source.indexOf(start);
  if (from < 0) throw new Error(`missing ${start}`);
  const end = source.indexOf('\n}', from);
  return source.slice(from, source.indexOf('\n', end + 1));
}

const keysOf = (body: string) => [...body.matchAll(/^ {2}(\w+): /gm)].map((m) => m[1]);

describe('typescript-zod on a RuoYi user table (RUOYI style)', () => {
  const files = render(ruoyiUserModel());
  const user = files['src/schemas/sys-user.ts'];
  const index = files['src/schemas/index.ts'];

  it('answers every column but the password', () => {
    expect(keysOf(block(user, 'export const SysUserSchema = z.object({'))).toEqual([
      'userId',
      'userName',
      'nickName',
      'email',
      'status',
      'vipLevel',
      'delFlag',
      'loginDate',
      'createBy',
      'createTime',
      'updateBy',
      'updateTime',
      'remark',
    ]);
  });

  it('takes the form fields on create and update: the password yes, audit columns, del_flag and the key no', () => {
    // Required on create only what has no default; defaults are the column's literals.
    expect(block(user, 'export const SysUserInputSchema')).toBe(
      [
        'export const SysUserInputSchema = z.object({',
        '  userName: sysUserFields.userName,',
        '  nickName: sysUserFields.nickName,',
        '  email: sysUserFields.email.default(""),',
        '  password: sysUserFields.password.default(""),',
        '  status: sysUserFields.status.default("0"),',
        '  vipLevel: sysUserFields.vipLevel.default(0),',
        '  loginDate: sysUserFields.loginDate.optional(),',
        '  remark: sysUserFields.remark.optional(),',
        '});',
      ].join('\n'),
    );
    // An update sends only what changes: no defaults fill in what it leaves out.
    expect(keysOf(block(user, 'export const SysUserChangesSchema'))).toEqual([
      'userName',
      'nickName',
      'email',
      'password',
      'status',
      'vipLevel',
      'loginDate',
      'remark',
    ]);
    expect(user).toContain('  remark: sysUserFields.remark,\n}).partial();');
    expect(user).toMatch(/export type SysUserChanges = z\.infer<typeof SysUserChangesSchema>;\n$/);
  });

  it('validates coded columns by their stored values and exports their labels', () => {
    expect(user).toContain("export const SysUserStatusSchema = z.enum(['0', '1'], {");
    expect(user).toContain(
      "export const SYS_USER_STATUS_LABELS: Record<SysUserStatus, string> = {\n  '0': '正常',\n  '1': '停用',\n};",
    );
    expect(user).toContain('export const SysUserVipLevelSchema = z.literal([0, 1, 2], {');
    expect(user).toContain("  0: '普通',\n  1: '白银',\n  2: '黄金',\n};");
    expect(user).toContain("export const SysUserDelFlagSchema = z.enum(['0', '2'], {");
  });

  it('reads date-times in the local wire format, without a zone', () => {
    expect(user).toContain(
      "  createTime: z.string().regex(/^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$/, { error: '创建时间必须是 YYYY-MM-DD HH:mm:ss 格式的日期时间' }).nullable(),",
    );
    expect(user).toContain("{ error: '最后登录时间必须是 YYYY-MM-DD HH:mm:ss 格式的日期时间' }");
    expect(user).not.toContain('z.iso.datetime');
  });

  it('searches by the derived conditions: text contains, codes equal, never the password', () => {
    expect(block(user, 'export const SysUserSearchSchema')).toBe(
      [
        'export const SysUserSearchSchema = z.object({',
        '  /** 用户账号（包含这段文字） */',
        '  userName: z.string().optional(),',
        '  /** 用户昵称（包含这段文字） */',
        '  nickName: z.string().optional(),',
        '  /** 用户邮箱（包含这段文字） */',
        '  email: z.string().optional(),',
        '  /** 帐号状态 */',
        '  status: sysUserFields.status.optional(),',
        '  /** 会员级别 */',
        '  vipLevel: sysUserFields.vipLevel.optional(),',
        '});',
      ].join('\n'),
    );
  });

  it("speaks RuoYi's envelope and its top-level page", () => {
    expect(index).toContain('z.object({ code: z.int(), msg: z.string(), data: result })');
    expect(block(index, 'export const pageQuerySchema')).toContain(
      '  pageNum: z.int().min(1).default(1),\n  pageSize: z.int().min(1).max(100).default(10),',
    );
    expect(block(index, 'export const pageResultSchema')).toContain(
      '    code: z.int(),\n    msg: z.string(),\n    rows: z.array(row),\n    total: z.int(),',
    );
    expect(index).not.toContain('records');
    expect(index).toContain("export * from './sys-user';");
  });
});

describe('typescript-zod on a film table (default style)', () => {
  const files = render(filmModel());
  const film = files['src/schemas/film.ts'];
  const index = files['src/schemas/index.ts'];

  it('keeps the stored enum value PG-13 and labels it', () => {
    expect(film).toContain("export const FilmRatingSchema = z.enum(['G', 'PG', 'PG-13', 'R', 'NC-17'], {");
    expect(film).toContain("  'PG-13': 'PG-13',");
    expect(film).toContain('  rating: filmFields.rating.default("G"),');
  });

  it('keeps the offset of a zone-aware date-time and reads the others as local', () => {
    expect(film).toContain(
      "  lastUpdate: z.iso.datetime({ offset: true, error: 'lastUpdate必须是带时区的 ISO 8601 日期时间' }),",
    );
    expect(film).toContain(
      "  createdAt: z.string().regex(/^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$/, { error: 'createdAt必须是 YYYY-MM-DD HH:mm:ss 格式的日期时间' }),",
    );
    expect(film).toContain(
      "  showTime: z.iso.time({ precision: 0, error: 'showTime必须是 HH:mm:ss 格式的时间' }).nullable(),",
    );
  });

  it('searches the creation time as a Begin/End range', () => {
    expect(keysOf(block(film, 'export const FilmSearchSchema'))).toEqual([
      'title',
      'rating',
      'createdAtBegin',
      'createdAtEnd',
    ]);
  });

  it('leaves the generated key and the audit columns out of writes', () => {
    expect(keysOf(block(film, 'export const FilmInputSchema'))).toEqual([
      'title',
      'rating',
      'releaseDate',
      'showTime',
    ]);
  });

  it('answers in the default envelope with the page inside data', () => {
    expect(index).toContain('z.object({ code: z.int(), message: z.string(), data: result })');
    expect(block(index, 'export const pageResultSchema')).toContain(
      '      records: z.array(row),\n      total: z.int(),\n      current: z.int(),\n      size: z.int(),',
    );
    expect(block(index, 'export const pageQuerySchema')).toContain('  current: z.int().min(1).default(1),');
  });
});
