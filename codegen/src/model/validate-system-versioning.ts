// Checks a MariaDB system-versioned table's period: two datetime fields of the entity, both named or neither.
import { isRecord, type Problems } from './problems';

export function validateSystemVersioning(
  entity: Record<string, unknown>,
  path: string,
  problems: Problems,
): void {
  const versioning: unknown = entity.systemVersioning;
  if (versioning === undefined) return;
  const at = `${path}.systemVersioning`;
  if (!isRecord(versioning)) {
    problems.add(at, '系统版本设置格式不正确，应类似 { "rowStart": "rowStart", "rowEnd": "rowEnd" }');
    return;
  }
  const { rowStart, rowEnd } = versioning;
  if ((rowStart === undefined) !== (rowEnd === undefined)) {
    problems.add(at, '系统版本的起止字段（rowStart、rowEnd）要么都指定，要么都不指定');
    return;
  }
  if (rowStart !== undefined && rowStart === rowEnd)
    problems.add(at, '系统版本的起始字段和结束字段不能是同一个');
  const fields = Array.isArray(entity.fields) ? (entity.fields as unknown[]).filter(isRecord) : [];
  for (const [key, name] of [
    ['rowStart', rowStart],
    ['rowEnd', rowEnd],
  ] as const) {
    if (name === undefined) continue;
    const field = fields.find((f) => f.name === name);
    if (!field) problems.add(`${at}.${key}`, `系统版本的字段「${String(name)}」不是该实体的字段`);
    else if (field.type !== 'datetime')
      problems.add(`${at}.${key}`, `系统版本的字段「${String(name)}」必须是日期时间（datetime）类型`);
  }
}
