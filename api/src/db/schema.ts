// The database tables (drizzle). Timestamps are written by the app's clock so tests can move time without sleeping.
import {
  API_STYLES,
  DATABASE_TYPES,
  type EntityModel,
  type PostgresqlExtension,
  type PostgresqlRoutine,
  type PostgresqlSequence,
  type MysqlSequence,
  type PostgresqlType,
  type GeneratedFile,
  LEDGER_TYPES,
  RECHARGE_CHANNELS,
  RECHARGE_STATUSES,
  ROLES,
  TEMPLATE_VISIBILITIES,
  type TemplateFileInput,
  type UserStatus,
  VERIFICATION_TYPES,
} from '@modelsmith/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  type AnyPgColumn,
  boolean,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, pg a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 32 }).notNull().unique('users_username_unique'),
    /** Always lower-cased. */
    email: varchar('email', { length: 254 }).notNull().unique('users_email_unique'),
    passwordHash: text('password_hash').notNull(),
    nickname: varchar('nickname', { length: 32 }),
    avatarUrl: varchar('avatar_url', { length: 255 }),
    phone: varchar('phone', { length: 32 }),
    bio: varchar('bio', { length: 500 }),
    role: varchar('role', { length: 16, enum: ROLES }).notNull().default('USER'),
    /** 1 正常, 0 禁用. */
    status: smallint('status').$type<UserStatus>().notNull().default(1),
    membershipLevel: smallint('membership_level').notNull().default(0),
    membershipExpiresAt: at('membership_expires_at'),
    /**
     * The paid term in force: its start and what was paid for it, spread evenly up to membershipExpiresAt, so
     * the unused part of a replaced level is credited exactly (never more than was paid; 0 when not paid).
     */
    membershipStartedAt: at('membership_started_at'),
    membershipValueCents: bigint('membership_value_cents', { mode: 'number' }).notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('users_status_check', sql`${t.status} in (0, 1)`),
    check('users_role_check', sql`${t.role} in ('USER', 'ADMIN', 'SUPER_ADMIN')`),
  ],
);

/** One row per issued token: logout, password change and disabling revoke rows, so tokens die at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    type: varchar('type', { length: 16, enum: VERIFICATION_TYPES }).notNull(),
    /** HMAC of the code: the plain code never reaches the database. */
    codeHash: varchar('code_hash', { length: 128 }).notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.email, t.type, t.createdAt)],
);

/** Business rate-limit log (login failures): shared by every API replica, unlike in-memory counters. */
export const attempts = pgTable(
  'attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 32 }).notNull(),
    subject: varchar('subject', { length: 254 }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('attempts_lookup_idx').on(t.kind, t.subject, t.createdAt)],
);

/** Uploaded images live in the database so any replica can serve them. */
export const files = pgTable('files', {
  id: uuid('id').primaryKey(),
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
  mimeType: varchar('mime_type', { length: 64 }).notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: at('created_at').notNull(),
});

export const balanceLedger = pgTable(
  'balance_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 32, enum: LEDGER_TYPES }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
    reference: varchar('reference', { length: 128 }),
    description: varchar('description', { length: 200 }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('balance_ledger_user_idx').on(t.userId, t.id),
    check('balance_ledger_not_negative', sql`${t.balanceAfterCents} >= 0`),
    check('balance_ledger_type_check', sql`${t.type} in ('RECHARGE', 'MEMBERSHIP', 'CREDIT', 'ADJUST')`),
    // A recharge order is credited once, whatever happens above this table.
    uniqueIndex('balance_ledger_recharge_once')
      .on(t.reference)
      .where(sql`${t.type} = 'RECHARGE'`),
  ],
);

/** A user's recharge request (PRODUCT.md §5): PENDING until an admin approves or rejects it, or the user cancels. */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull().unique('recharge_orders_order_no_unique'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    channel: varchar('channel', { length: 16, enum: RECHARGE_CHANNELS }).notNull(),
    paymentReference: varchar('payment_reference', { length: 64 }).notNull(),
    status: varchar('status', { length: 16, enum: RECHARGE_STATUSES }).notNull().default('PENDING'),
    rejectReason: varchar('reject_reason', { length: 200 }),
    createdAt: at('created_at').notNull(),
    /** When an admin approved or rejected it, or the user cancelled it. */
    reviewedAt: at('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('recharge_orders_user_idx').on(t.userId, t.id),
    index('recharge_orders_status_idx').on(t.status, t.id),
    check('recharge_orders_amount_check', sql`${t.amountCents} between 100 and 5000000`),
    check(
      'recharge_orders_status_check',
      sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED')`,
    ),
    check('recharge_orders_channel_check', sql`${t.channel} in ('WECHAT', 'ALIPAY')`),
  ],
);

/** An administrator's payment QR code that users pay before filing a recharge order. */
export const paymentQrCodes = pgTable(
  'payment_qr_codes',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    channel: varchar('channel', { length: 16, enum: RECHARGE_CHANNELS }).notNull(),
    imageUrl: varchar('image_url', { length: 255 }).notNull(),
    accountName: varchar('account_name', { length: 64 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('payment_qr_codes_channel_idx').on(t.channel, t.sort, t.id),
    check('payment_qr_codes_channel_check', sql`${t.channel} in ('WECHAT', 'ALIPAY')`),
  ],
);

/** Who of the admins did what to what, and when: every admin change writes one row. */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 48 }).notNull(),
    targetType: varchar('target_type', { length: 32 }).notNull(),
    targetId: varchar('target_id', { length: 64 }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('admin_actions_target_idx').on(t.targetType, t.targetId),
    index('admin_actions_admin_idx').on(t.adminId, t.id),
  ],
);

/** A user's project (PRODUCT.md §6); its name is unique among the owner's projects. */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 64 }).notNull(),
    description: varchar('description', { length: 500 }),
    basePackage: varchar('base_package', { length: 200 }).notNull(),
    database: varchar('database', { length: 16, enum: DATABASE_TYPES }).notNull(),
    author: varchar('author', { length: 64 }),
    tablePrefix: varchar('table_prefix', { length: 16 }),
    /** The generated code's HTTP contract (docs/generated-code-contract.md). */
    apiStyle: varchar('api_style', { length: 16, enum: API_STYLES }).notNull().default('MODELSMITH'),
    /** What a PostgreSQL import kept beside the tables (codegen ProjectSettings); null = none. */
    postgresqlExtensions: jsonb('postgresql_extensions').$type<PostgresqlExtension[]>(),
    postgresqlRoutines: jsonb('postgresql_routines').$type<PostgresqlRoutine[]>(),
    postgresqlTypes: jsonb('postgresql_types').$type<PostgresqlType[]>(),
    postgresqlSequences: jsonb('postgresql_sequences').$type<PostgresqlSequence[]>(),
    /** What a MariaDB import kept: its sequences (codegen ProjectSettings.mysqlSequences); null = none. */
    mysqlSequences: jsonb('mysql_sequences').$type<MysqlSequence[]>(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('projects_owner_name_unique').on(t.ownerId, t.name),
    index('projects_owner_created_idx').on(t.ownerId, t.createdAt),
  ],
);

/**
 * An entity: the codegen model's Entity as JSON, with its class and table names beside it so the database
 * keeps them unique in the project even when two saves race.
 */
export const entities = pgTable(
  'entities',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    className: varchar('class_name', { length: 64 }).notNull(),
    tableName: varchar('table_name', { length: 64 }).notNull(),
    model: jsonb('model').$type<EntityModel>().notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('entities_project_class_unique').on(t.projectId, t.className),
    uniqueIndex('entities_project_table_unique').on(t.projectId, t.tableName),
  ],
);

/**
 * A template set (PRODUCT.md §7). Official sets are the codegen package's, kept by the system: `key` is the
 * codegen set id, no owner. A user's set belongs to its owner and goes with them. Files are one JSON document:
 * a set is always read, rendered and versioned whole.
 */
export const templateSets = pgTable(
  'template_sets',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 64 }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 64 }).notNull(),
    description: varchar('description', { length: 500 }),
    language: varchar('language', { length: 32 }).notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    official: boolean('official').notNull().default(false),
    premium: boolean('premium').notNull().default(false),
    visibility: varchar('visibility', { length: 16, enum: TEMPLATE_VISIBILITIES }).notNull(),
    /** Goes up on every change of the files (snapshots record which version made them). */
    version: integer('version').notNull().default(1),
    /** Official sets: the codegen set's version and content fingerprint the row was last seeded from. */
    sourceVersion: varchar('source_version', { length: 128 }),
    useCount: integer('use_count').notNull().default(0),
    forkedFromId: integer('forked_from_id').references((): AnyPgColumn => templateSets.id, {
      onDelete: 'set null',
    }),
    files: jsonb('files').$type<TemplateFileInput[]>().notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('template_sets_key_unique').on(t.key),
    index('template_sets_owner_idx').on(t.ownerId, t.createdAt),
    index('template_sets_market_idx').on(t.visibility, t.useCount),
  ],
);

/** What one generation produced for a project, numbered 1, 2, … per project; kept whole so it can be diffed. */
export const snapshots = pgTable(
  'snapshots',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    templateId: integer('template_id').references(() => templateSets.id, { onDelete: 'set null' }),
    templateName: varchar('template_name', { length: 64 }).notNull(),
    templateVersion: integer('template_version').notNull(),
    fileCount: integer('file_count').notNull(),
    note: varchar('note', { length: 200 }),
    files: jsonb('files').$type<GeneratedFile[]>().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('snapshots_project_number_unique').on(t.projectId, t.number)],
);

export type UserRow = typeof users.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type EntityRow = typeof entities.$inferSelect;
export type TemplateSetRow = typeof templateSets.$inferSelect;
export type SnapshotRow = typeof snapshots.$inferSelect;
export type RechargeOrderRow = typeof rechargeOrders.$inferSelect;
export type QrCodeRow = typeof paymentQrCodes.$inferSelect;
export type LedgerRow = typeof balanceLedger.$inferSelect;
export type Role = UserRow['role'];
export type VerificationType = (typeof verificationCodes.$inferSelect)['type'];
