// Tables whose names hold a `.` (debezium's test schemas: `"dbz.table"`, `"Quoted_"" . Table"`) and a table in a
// PostgreSQL schema whose name holds one, each referencing the first, as does a table of a plain name: an ORM that
// reads a dotted name as schema.table misses the first three.
import type { Model } from '../../src/model/types';

export function dottedNamesModel(database: Model['project']['database'] = 'POSTGRESQL'): Model {
  return {
    project: { name: '带点的表名', basePackage: 'com.example.dotted', database },
    entities: [
      {
        className: 'DbzTable',
        tableName: 'dbz_table',
        sqlTableName: 'dbz.table',
        label: '带点的表',
        fields: [
          { name: 'id', column: 'id', type: 'long', primaryKey: true, autoIncrement: true },
          { name: 'title', column: 'title', label: '标题', type: 'string', length: 40, required: true },
        ],
      },
      {
        className: 'QuotedTable',
        tableName: 'quoted_table',
        sqlTableName: 'Quoted_" . Table',
        label: '带引号和点的表',
        fields: [
          { name: 'id', column: 'id', type: 'long', primaryKey: true, autoIncrement: true },
          { name: 'note', column: 'note', label: '备注', type: 'string', length: 40 },
        ],
      },
      {
        className: 'SchemaOrder',
        tableName: 'schema_order',
        sqlTableName: 'orders',
        sqlSchema: 'my.shop',
        label: '带点模式中的订单',
        fields: [
          { name: 'id', column: 'id', type: 'long', primaryKey: true, autoIncrement: true },
          {
            name: 'orderNo',
            column: 'order_no',
            label: '订单号',
            type: 'string',
            length: 40,
            required: true,
          },
          { name: 'dbzTableId', column: 'dbz_table_id', label: '带点的表', type: 'long' },
        ],
        relations: [{ name: 'dbzTable', kind: 'MANY_TO_ONE', target: 'DbzTable', joinField: 'dbzTableId' }],
      },
      {
        className: 'Note',
        tableName: 'note',
        label: '备注',
        fields: [
          { name: 'id', column: 'id', type: 'long', primaryKey: true, autoIncrement: true },
          { name: 'body', column: 'body', label: '内容', type: 'string', length: 200, required: true },
          { name: 'dbzTableId', column: 'dbz_table_id', label: '带点的表', type: 'long' },
        ],
        relations: [{ name: 'dbzTable', kind: 'MANY_TO_ONE', target: 'DbzTable', joinField: 'dbzTableId' }],
      },
    ],
  };
}
