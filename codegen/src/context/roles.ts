// Column roles (docs/generated-code-contract.md): what each column is for in a generated application — audit
// columns the backend fills, a logical-delete marker, write-only secrets — and how list pages and forms use it.
// The model may set each of these; what it leaves out is derived here from the column's name and type, the way
// a developer reading the schema would.
import type { Field, FieldRole, FieldType, SearchMatch } from '../model/types';

export type AuditKind = 'CREATED_AT' | 'CREATED_BY' | 'UPDATED_AT' | 'UPDATED_BY';

/** Audit columns by name, as the common Chinese and international schemas spell them. */
const AUDIT_COLUMNS: Record<string, AuditKind> = Object.fromEntries(
  (
    [
      [
        'CREATED_AT',
        'create_time created_at created_time creation_time create_date created_date created_on gmt_create',
      ],
      ['CREATED_BY', 'create_by created_by creator create_user creator_id create_user_id created_user'],
      [
        'UPDATED_AT',
        'update_time updated_at updated_time update_date updated_date updated_on modify_time modified_time ' +
          'modified_at last_update last_updated last_modified last_modified_time gmt_modified',
      ],
      [
        'UPDATED_BY',
        'update_by updated_by updater modifier modified_by update_user updater_id last_modified_by',
      ],
    ] as const
  ).flatMap(([kind, columns]) => columns.split(' ').map((column) => [column, kind])),
);

const TIMESTAMPS: FieldType[] = ['date', 'datetime'];
const ACTORS: FieldType[] = ['string', 'int', 'long'];
const LOGICAL_DELETE_COLUMNS = new Set([
  'del_flag',
  'delete_flag',
  'deleted',
  'is_deleted',
  'is_delete',
  'is_del',
  'deleted_flag',
]);
const SECRET_COLUMN =
  /(^|_)(password|passwd|pwd|secret|salt|api_key|secret_key|private_key|access_token|refresh_token)($|_)/;

/** The audit kind a column's name and type say it is, or null. */
export function auditKindOf(
  field: Pick<Field, 'column' | 'type' | 'onUpdateCurrentTimestamp'>,
): AuditKind | null {
  if (field.onUpdateCurrentTimestamp === true) return 'UPDATED_AT';
  const kind = AUDIT_COLUMNS[field.column];
  if (!kind) return null;
  const fits = kind.endsWith('_AT') ? TIMESTAMPS.includes(field.type) : ACTORS.includes(field.type);
  return fits ? kind : null;
}

/** The column's role: as the model sets it, else derived (a primary key is always DATA). */
export function roleOf(field: Field): FieldRole {
  if (field.primaryKey === true) return 'DATA';
  if (field.role) return field.role;
  if (auditKindOf(field)) return 'AUDIT';
  const marker =
    field.type === 'boolean' ||
    field.type === 'int' ||
    field.type === 'long' ||
    (field.type === 'string' && (field.length ?? 255) <= 8);
  if (LOGICAL_DELETE_COLUMNS.has(field.column) && marker) return 'LOGICAL_DELETE';
  if ((field.type === 'string' || field.type === 'text') && SECRET_COLUMN.test(field.column)) return 'SECRET';
  return 'DATA';
}

export interface Presentation {
  role: FieldRole;
  audit: AuditKind | null;
  /** null = not a search condition. */
  search: Exclude<SearchMatch, 'NONE'> | null;
  inList: boolean;
  inForm: boolean;
}

const BULKY: FieldType[] = ['text', 'json', 'binary'];

/**
 * How generated pages use the field. `isForeignKey`: it holds a many-to-one key (a select of the target's rows).
 * Search is only derived here; the entity caps how many derived conditions it keeps.
 */
export function presentationOf(field: Field, isForeignKey: boolean): Presentation {
  const role = roleOf(field);
  const audit = role === 'AUDIT' ? (auditKindOf(field) ?? 'UPDATED_AT') : null;
  const serverKey =
    field.primaryKey === true &&
    (field.autoIncrement === true || /^uuid$/i.test(String(field.defaultValue ?? '')));
  return {
    role,
    audit,
    search: field.search
      ? field.search === 'NONE'
        ? null
        : field.search
      : derivedSearch(field, role, audit, isForeignKey),
    // A secret is never listed, whatever the model says (the validator refuses saying so outright).
    inList:
      role !== 'SECRET' &&
      (field.inList ?? (role === 'DATA' ? !BULKY.includes(field.type) : audit === 'CREATED_AT')),
    inForm:
      field.inForm ??
      (role !== 'AUDIT' &&
        role !== 'LOGICAL_DELETE' &&
        !serverKey &&
        field.autoIncrement !== true &&
        field.onUpdateCurrentTimestamp !== true &&
        field.generated === undefined &&
        // Bytes stay out of forms, but for a column a create cannot do without.
        (field.type !== 'binary' || (field.required === true && field.defaultValue === undefined))),
  };
}

function derivedSearch(
  field: Field,
  role: FieldRole,
  audit: AuditKind | null,
  isForeignKey: boolean,
): Presentation['search'] {
  if (audit === 'CREATED_AT') return 'RANGE';
  if (role !== 'DATA' || field.primaryKey === true) return null;
  if (
    isForeignKey ||
    field.type === 'enum' ||
    field.type === 'boolean' ||
    (field.enumValues?.length ?? 0) > 0
  )
    return 'EQ';
  if (field.type === 'string') return field.fixedLength ? 'EQ' : 'LIKE';
  return null;
}
