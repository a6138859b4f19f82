// The Spring Boot + MyBatis-Plus and Go + GORM sets map a table by the names its database has (issue 11): exact
// column names with spaces, hyphens, Chinese, capitals and reserved words, a PostgreSQL schema, a table without a
// PRIMARY KEY. MyBatis-Plus writes names into SQL as given, so the set quotes them; GORM quotes them itself, so the
// set only has to carry them through its tag parser. The toolchain tests run the same shapes against real databases.
import path from 'node:path';

import type { Database, Model } from '../../src/model/types';
import { loadSetFromDir, OFFICIAL_SETS_DIR } from '../../src/node/load-set';
import { exactCustomer } from '../support/models';
import { renderOfficial } from '../support/render-official';

function exactModel(database: Database): Model {
  return {
    project: { name: '精确名称', basePackage: 'com.example.exact', database },
    entities: [
      exactCustomer([
        { name: 'eMail', column: 'e_mail', sqlColumn: 'E-mail', type: 'string', length: 128, search: 'EQ' },
        { name: 'registeredOn', column: 'registered_on', sqlColumn: '注册日期', type: 'date' },
        { name: 'user', column: 'user', type: 'string', length: 32 },
        { name: 'orderNo', column: 'order_no', sqlColumn: 'ORDER_NO', type: 'string', length: 32 },
        { name: 'odd', column: 'odd', sqlColumn: 'a;b', type: 'string', length: 8 },
        { name: 'title', column: 'title', type: 'string', length: 32 },
      ]),
      {
        className: 'ArchiveOrder',
        tableName: 'archive_orders',
        sqlTableName: 'orders',
        sqlSchema: 'archive',
        fields: [
          { name: 'id', column: 'id', type: 'long', primaryKey: true },
          { name: 'customerId', column: 'customer_id', sqlColumn: 'customerId', type: 'long' },
        ],
        relations: [
          { name: 'customer', kind: 'MANY_TO_ONE', target: 'Customer', joinField: 'customerId' },
          {
            name: 'watchers',
            kind: 'MANY_TO_MANY',
            target: 'Customer',
            inverseName: 'watched',
            joinTable: { name: 'order_watchers', joinColumn: 'order_id', inverseJoinColumn: 'customer_id' },
          },
        ],
      },
      {
        className: 'AuditLog',
        tableName: 'audit_log',
        virtualPrimaryKey: true,
        fields: [
          {
            name: 'eventCode',
            column: 'event_code',
            sqlColumn: 'eventCode',
            type: 'string',
            length: 40,
            primaryKey: true,
          },
          { name: 'detail', column: 'detail', type: 'text' },
          { name: 'customerId', column: 'customer_id', type: 'long' },
        ],
        relations: [{ name: 'customer', kind: 'MANY_TO_ONE', target: 'Customer', joinField: 'customerId' }],
      },
    ],
  };
}

function render(setId: string, database: Database): (file: string) => string {
  const files = renderOfficial(exactModel(database), loadSetFromDir(path.join(OFFICIAL_SETS_DIR, setId)));
  return (file) => {
    const found = files.find((f) => f.path.endsWith(file));
    if (!found) throw new Error(`没有生成 ${file}：${files.map((f) => f.path).join('，')}`);
    return found.content;
  };
}

describe('spring-boot-mybatis-plus with exact database names', () => {
  it('quotes on PostgreSQL every name that is not a plain lower-case identifier, and qualifies a table by its schema', () => {
    const file = render('spring-boot-mybatis-plus', 'POSTGRESQL');
    const customer = file('entity/Customer.java');
    expect(customer).toContain('@TableName(value = "\\"Customer\\"")');
    expect(customer).toContain('@TableId(value = "\\"Id\\"", type = IdType.AUTO)');
    for (const column of ['Customer Name', 'E-mail', '注册日期', 'user', 'ORDER_NO', 'a;b'])
      expect(customer).toContain(`"\\"${column}\\""`);
    expect(customer).toMatch(/@TableField\(value = "title"/);
    expect(file('entity/ArchiveOrder.java')).toContain('@TableName(value = "archive.orders")');
    expect(file('entity/ArchiveOrder.java')).toContain('"\\"customerId\\""');
  });

  it('quotes on MySQL with backticks only what MySQL needs quoted (capitals are fine there)', () => {
    const customer = render('spring-boot-mybatis-plus', 'MYSQL')('entity/Customer.java');
    expect(customer).toContain('@TableName(value = "Customer")');
    for (const column of ['Customer Name', 'E-mail', '注册日期', 'user', 'a;b'])
      expect(customer).toContain(`"\`${column}\`"`);
    expect(customer).toMatch(/@TableField\(value = "ORDER_NO"/);
    expect(customer).toMatch(/@TableId\(value = "Id"/);
  });

  it('names the accessors of a field like eMail so that Jackson and the query binder read the key eMail', () => {
    const file = render('spring-boot-mybatis-plus', 'POSTGRESQL');
    for (const source of [
      file('entity/Customer.java'),
      file('dto/CustomerDTO.java'),
      file('dto/CustomerPageQuery.java'),
    ]) {
      expect(source).toContain('public String geteMail()');
      expect(source).toContain('public void seteMail(String eMail)');
      expect(source).not.toContain('getEMail');
    }
    expect(file('service/impl/CustomerServiceImpl.java')).toContain('Customer::geteMail');
  });
});

describe('go-gorm with exact database names', () => {
  it('maps each field to its exact column, a `;` escaped for GORM, json keys staying the field names', () => {
    const customer = render('go-gorm', 'POSTGRESQL')('internal/model/customer.go');
    expect(customer).toContain('`gorm:"column:Customer Name;type:VARCHAR(64);');
    expect(customer).toContain('`gorm:"column:E-mail;');
    expect(customer).toContain('`gorm:"column:注册日期;');
    expect(customer).toContain('`gorm:"column:a\\\\;b;');
    expect(customer).toMatch(/column:E-mail;[^`]*" json:"eMail"`/);
  });

  it('qualifies a table by its PostgreSQL schema, which Migrate creates, and leaves a table without a key to the DDL', () => {
    const file = render('go-gorm', 'POSTGRESQL');
    expect(file('internal/model/archive_order.go')).toContain('return "archive.orders"');
    // The join table it owns is in its schema too, seen from either side.
    expect(file('internal/model/archive_order.go')).toContain('`gorm:"many2many:archive.order_watchers;');
    expect(file('internal/model/customer.go')).toContain('`gorm:"many2many:archive.order_watchers;');
    const database = file('internal/database/database.go');
    expect(database).toContain('db.Exec("CREATE SCHEMA IF NOT EXISTS ?", clause.Table{Name: "archive"})');
    expect(database).toContain('&model.Customer{}');
    expect(database).not.toContain('&model.AuditLog{}');
    expect(database).toContain('数据库中没有主键的表（audit_log）不在其中');
    // The key stays GORM's identity: updates and deletes find the row by it.
    const auditLog = file('internal/model/audit_log.go');
    expect(auditLog).toContain('`gorm:"column:eventCode;primaryKey;');
    // A key the database lets be NULL is a pointer, so the rows already holding NULL there still read.
    expect(auditLog).toMatch(/\tEventCode \*string `/);
    expect(file('internal/api/audit_log_handler.go')).toContain('if row.EventCode == nil {');
    // Nor does a relation of that table take it into a migration (GORM adds the tables a relation reaches).
    expect(auditLog).toContain('`gorm:"foreignKey:CustomerId;references:Id;-:migration"');
    expect(file('internal/model/archive_order.go')).toContain('`gorm:"foreignKey:CustomerId;references:Id"');
  });

  it('writes no schema on MySQL, where the table of another schema goes by its own table name', () => {
    const file = render('go-gorm', 'MYSQL');
    expect(file('internal/model/archive_order.go')).toContain('return "archive_orders"');
    expect(file('internal/database/database.go')).not.toContain('CREATE SCHEMA');
  });
});
