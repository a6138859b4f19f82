// A portable CHECK condition (context of the DDL sets) with its column names quoted as each database needs: the
// model keeps them bare, `read >= 0`, and MySQL reads READ as a keyword, PostgreSQL `order` or a `Status` column
// otherwise.
import { portableTokens } from '../ddl/import/checks';
import { sqlName } from '../engine/string-literals';

const words = (text: string) => new Set(text.trim().split(/\s+/));

/** PostgreSQL 15's keywords a bare column name cannot be (pg_get_keywords(), every category but unreserved). */
export const POSTGRESQL_KEYWORDS = words(`
  all analyse analyze and any array as asc asymmetric authorization between bigint binary bit boolean both
  case cast char character check coalesce collate collation column concurrently constraint create cross
  current_catalog current_date current_role current_schema current_time current_timestamp current_user dec
  decimal default deferrable desc distinct do else end except exists extract false fetch float for foreign
  freeze from full grant greatest group grouping having ilike in initially inner inout int integer intersect
  interval into is isnull join lateral leading least left like limit localtime localtimestamp national natural
  nchar none normalize not notnull null nullif numeric offset on only or order out outer overlaps overlay
  placing position precision primary real references returning right row select session_user setof similar
  smallint some substring symmetric table tablesample then time timestamp to trailing treat trim true union
  unique user using values varchar variadic verbose when where window with xmlattributes xmlconcat xmlelement
  xmlexists xmlforest xmlnamespaces xmlparse xmlpi xmlroot xmlserialize xmltable
`);

/**
 * MySQL / MariaDB words a bare column name cannot be: those MariaDB 10.11 refuses or reads as something else
 * (`current_date`) in `SELECT word FROM (SELECT 1 AS \`word\`) x`, and MySQL 8.0's reserved words besides.
 */
export const MYSQL_KEYWORDS = words(`
  accessible add all alter analyze and as asc asensitive before between bigint binary blob both by call
  cascade case change char character check collate column condition constraint continue convert create cross
  current_date current_role current_time current_timestamp current_user cursor databases day_hour
  day_microsecond day_minute day_second dec decimal declare default delayed delete delete_domain_id desc
  describe deterministic distinct distinctrow div do_domain_ids double drop dual each else elseif enclosed
  error errors escaped except exists exit explain false fetch float float4 float8 for force foreign from
  fulltext grant group having high_priority hour_microsecond hour_minute hour_second if ignore
  ignore_domain_ids in index infile inner inout insensitive insert int int1 int2 int3 int4 int8 integer
  intersect interval into is iterate join key keys kill leading leave left like limit linear lines load
  localtime localtimestamp lock long longblob longtext loop low_priority master_demote_to_replica
  master_demote_to_slave master_ssl_verify_server_cert match maxvalue mediumblob mediumint mediumtext
  middleint minute_microsecond minute_second mod modifies natural no_write_to_binlog not null numeric offset
  on optimize optionally or order out outer outfile over page_checksum parse_vcol_expr partition portion
  precision primary procedure purge range read read_write reads real recursive ref_system_id references regexp
  release rename repeat replace require resignal restrict return returning revoke right rlike row_number rows
  schemas second_microsecond select sensitive separator set show signal smallint spatial specific sql
  sql_big_result sql_buffer_result sql_cache sql_calc_found_rows sql_no_cache sql_small_result sqlexception
  sqlstate sqlwarning ssl starting stats_auto_recalc stats_persistent stats_sample_pages straight_join table
  terminated then tinyblob tinyint tinytext to trailing trigger true undo union unique unlock unsigned update
  usage use using utc_date utc_time utc_timestamp values varbinary varchar varcharacter varying when where
  while with write xor year_month zerofill
  cube cume_dist database dense_rank empty first_value generated get grouping groups io_after_gtids
  io_before_gtids json_table lag last_value lateral lead manual master_bind nth_value ntile of optimizer_costs
  parallel percent_rank qualify rank row stored system tablesample virtual window
`);

/**
 * A name as the dialect reads it back, quoted only where it must be: bare when it is a plain word the database keeps
 * as written (PostgreSQL folds to lower case) and no keyword, else in the dialect's quotes (sqlName).
 */
export function identifierWhereNeeded(name: string, dialect: 'mysql' | 'postgresql'): string {
  const plain = dialect === 'mysql' ? /^[\w$]+$/ : /^[a-z_][a-z0-9_$]*$/;
  const keywords = dialect === 'mysql' ? MYSQL_KEYWORDS : POSTGRESQL_KEYWORDS;
  return plain.test(name) && !keywords.has(name.toLowerCase()) ? name : sqlName(name, dialect);
}

/**
 * The condition as the dialect's DDL writes it: each name that is a column of the entity (by its SQL name; exactly,
 * else ignoring case) quoted where the bare name would not reach it. Not portable: returned as it is.
 */
export function checkExpressionFor(
  expression: string,
  columns: string[],
  dialect: 'mysql' | 'postgresql',
): string {
  const tokens = portableTokens(expression);
  if (!tokens) return expression;
  return tokens
    .map(({ text, name }) => {
      const column = name
        ? (columns.find((c) => c === text) ?? columns.find((c) => c.toLowerCase() === text.toLowerCase()))
        : undefined;
      if (column === undefined) return text;
      if (dialect === 'mysql') return MYSQL_KEYWORDS.has(column.toLowerCase()) ? `\`${column}\`` : text;
      const bare = /^[a-z_][a-z0-9_]*$/.test(column) && !POSTGRESQL_KEYWORDS.has(column);
      return bare ? column : `"${column}"`;
    })
    .join('');
}
