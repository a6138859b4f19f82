// A NOT NULL column the database fills itself (`DEFAULT (now() + interval '14 days')`, a field's defaultExpression):
// a generated backend must leave it out of the INSERT when a create request does not carry it (not write NULL),
// answer the value the database chose, and still store a value the request does carry.
import type { Model } from '../../../src/model/types';
import { dataOf } from './http';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One PostgreSQL table: a coupon whose expiry the database sets 14 days ahead. */
export function expressionDefaultModel(): Model {
  return {
    project: { name: '表达式默认值', basePackage: 'com.example.coupons', database: 'POSTGRESQL' },
    entities: [
      {
        className: 'Coupon',
        tableName: 'coupon',
        label: '优惠券',
        fields: [
          { name: 'id', column: 'id', label: '编号', type: 'long', primaryKey: true, autoIncrement: true },
          { name: 'code', column: 'code', label: '券码', type: 'string', length: 32, required: true },
          {
            name: 'expiresAt',
            column: 'expires_at',
            label: '到期时间',
            type: 'datetime',
            withTimeZone: true,
            required: true,
            defaultExpression: { expression: "now() + interval '14 days'", dialect: 'postgresql' },
          },
        ],
      },
    ],
  };
}

/** What the backend at `baseUrl` got wrong about the model above; empty when nothing. */
export async function expressionDefaultFailures(baseUrl: string): Promise<string[]> {
  const problems: string[] = [];
  const created = await dataOf(baseUrl, 'POST', '/api/coupons', { code: 'DEFAULTED' });
  const expiresAt = Date.parse(String(created.expiresAt));
  const ahead = (expiresAt - Date.now()) / DAY_MS;
  if (!(ahead > 13.9 && ahead < 14.1))
    problems.push(
      `新建时未给 expiresAt，应答 ${JSON.stringify(created.expiresAt)}，应为数据库算出的 14 天后`,
    );
  const read = await dataOf(baseUrl, 'GET', `/api/coupons/${String(created.id)}`);
  if (Date.parse(String(read.expiresAt)) !== expiresAt)
    problems.push(
      `查询详情的 expiresAt 为 ${JSON.stringify(read.expiresAt)}，与新建应答 ${JSON.stringify(created.expiresAt)} 不同`,
    );
  const given = '2030-01-02T03:04:05Z';
  const explicit = await dataOf(baseUrl, 'POST', '/api/coupons', { code: 'GIVEN', expiresAt: given });
  if (Date.parse(String(explicit.expiresAt)) !== Date.parse(given))
    problems.push(`新建时给了 expiresAt ${given}，应答 ${JSON.stringify(explicit.expiresAt)}`);
  return problems;
}
