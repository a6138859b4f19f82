// The one answer shape {code, message, data} (PRODUCT.md §3) and the paging shape of every list.
import { type Static, type TSchema, Type } from '@sinclair/typebox';

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/** Response schema of a success carrying `data`. */
export const EnvelopeOf = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), message: Type.String(), data });

/** Response schema of every failure. */
export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  message: Type.String(),
  data: Type.Null(),
});

export const PageOf = <T extends TSchema>(record: T) =>
  Type.Object({
    records: Type.Array(record),
    total: Type.Integer(),
    current: Type.Integer(),
    size: Type.Integer(),
  });

export const PAGE_SIZE_MAX = 100;

/** Query `current` (1-based page) and `size` (1–100) of every list. */
export const PageQuery = {
  current: Type.Integer({ minimum: 1, default: 1, errorMessage: '页码 current 需为大于 0 的整数' }),
  size: Type.Integer({
    minimum: 1,
    maximum: PAGE_SIZE_MAX,
    default: 10,
    errorMessage: `每页条数 size 需为 1–${PAGE_SIZE_MAX} 的整数`,
  }),
};

export const PageQuerySchema = Type.Object(PageQuery);
export type PageParams = Static<typeof PageQuerySchema>;

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
