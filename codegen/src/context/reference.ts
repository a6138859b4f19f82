// The template reference behind GET /templates/context: every variable and filter a template sees.
// test/context/reference.test.ts holds it to the real context and engine, and renders every example.
import type { FileScope } from '../sets/types';
import {
  API_STYLES,
  DATABASES,
  FIELD_ROLES,
  FIELD_TYPES,
  FOREIGN_KEY_ACTIONS,
  RELATION_KINDS,
  SQL_SIZES,
} from '../model/types';
import { GENERATOR_VERSION } from '../version';

/** Which files see a variable: every file, or only per-entity files (the only ones with `entity`). */
export type ReferenceScope = 'all' | 'entity';

export interface ReferenceExample {
  /** A Liquid snippet as a template writes it. */
  liquid: string;
  /** Exactly what the snippet renders for SAMPLE_MODEL; omitted when it renders nothing there. */
  output?: string;
  /** The sample entity it renders in (`entity`), and the items its `field`, `relation`, `index` stand for. */
  given?: { entity?: string; field?: string; relation?: string; index?: string };
}

interface EntryBase {
  /** Variable path (`entity.fields[].types.java`, `[]` = each item of the array), filter name or tag name. */
  path: string;
  /** TypeScript-style type: `string`, `number | null`, `FieldContext[]`; for filters `input → output`. */
  type: string;
  description: string;
  example: ReferenceExample;
}

export interface ReferenceVariable extends EntryBase {
  kind: 'variable';
  scope: ReferenceScope;
  /** The value has the keys of the variable at this path, documented there once (e.g. `entity.fields[]`). */
  sameAs?: string;
}

export interface ReferenceFilterArgument {
  name: string;
  type: string;
  optional: boolean;
  description: string;
}

export interface ReferenceFilter extends EntryBase {
  kind: 'filter';
  /** true for LiquidJS's standard filters, false for the ones Modelsmith adds. */
  builtIn: boolean;
  arguments: ReferenceFilterArgument[];
}

export interface ReferenceTag extends EntryBase {
  kind: 'tag';
}

export type ReferenceEntry = ReferenceVariable | ReferenceFilter | ReferenceTag;

export type ReferenceSectionId = 'project' | 'entity' | 'field' | 'relation' | 'index' | 'filters' | 'liquid';

export interface ReferenceSection {
  id: ReferenceSectionId;
  title: string;
  description: string;
  entries: ReferenceEntry[];
}

export interface ReferenceScopeNote {
  /** The `scope` of a file in set.json. */
  scope: FileScope;
  title: string;
  description: string;
}

export interface TemplateReference {
  scopes: ReferenceScopeNote[];
  sections: ReferenceSection[];
}

const literals = (values: readonly string[]): string => values.map((v) => `'${v}'`).join(' | ');

const variable = (
  path: string,
  type: string,
  description: string,
  example: ReferenceExample,
  sameAs?: string,
): ReferenceVariable => ({
  kind: 'variable',
  path,
  type,
  description,
  scope: path === 'entity' || path.startsWith('entity.') ? 'entity' : 'all',
  example,
  ...(sameAs ? { sameAs } : {}),
});

const filter = (
  path: string,
  builtIn: boolean,
  type: string,
  description: string,
  args: ReferenceFilterArgument[],
  example: ReferenceExample,
): ReferenceFilter => ({ kind: 'filter', path, type, description, builtIn, arguments: args, example });

const arg = (name: string, type: string, description: string, optional = false): ReferenceFilterArgument => ({
  name,
  type,
  optional,
  description,
});

const tag = (path: string, description: string, example: ReferenceExample): ReferenceTag => ({
  kind: 'tag',
  path,
  type: '标签',
  description,
  example,
});

const NAMES = '同 entity.names：原样、各种大小写写法与复数形式';
const SAME_FIELD = '项与 entity.fields[] 相同';

const PROJECT: ReferenceEntry[] = [
  variable('project', 'ProjectContext', '项目设置。', {
    liquid: '{{ project.name }}（{{ project.database }}）',
    output: '示例商城（MYSQL）',
  }),
  variable('project.name', 'string', '项目名称，与用户填写的一致（可以是中文）。', {
    liquid: '{{ project.name }}',
    output: '示例商城',
  }),
  variable('project.description', 'string', '项目描述；未填写时为空字符串。', {
    liquid: '{{ project.description | default: project.name }}',
    output: '模型工匠内置的示例模型：分类、商品、客户、订单与订单明细',
  }),
  variable('project.basePackage', 'string', 'Java 风格的基础包名。', {
    liquid: 'package {{ project.basePackage }}.entity;',
    output: 'package com.example.shop.entity;',
  }),
  variable('project.packagePath', 'string', '基础包名对应的目录（点换成斜杠）。', {
    liquid: 'src/main/java/{{ project.packagePath }}',
    output: 'src/main/java/com/example/shop',
  }),
  variable('project.database', literals(DATABASES), '项目使用的数据库。', {
    liquid: "{% if project.database == 'MYSQL' %}mysql{% else %}postgresql{% endif %}",
    output: 'mysql',
  }),
  variable('project.author', 'string', '作者；未填写时为空字符串。', {
    liquid: '@author {{ project.author }}',
    output: '@author 模型工匠',
  }),
  variable(
    'project.tablePrefix',
    'string',
    '表名前缀；未设置时为空字符串。entity.tableName 已带上前缀，无需再拼接。',
    { liquid: '[{{ project.tablePrefix }}]', output: '[]' },
  ),
  variable(
    'project.names',
    'Names',
    `项目名的各种写法（${NAMES}）。项目名中没有英文单词（如中文名）时，由基础包名的最后一段推导。`,
    { liquid: '{{ project.names.kebab }}', output: 'shop' },
    'entity.names',
  ),
  variable('project.names.raw', 'string', '项目名称原样（可以是中文），其余写法由基础包名推导时也不变。', {
    liquid: '{{ project.names.raw }}',
    output: '示例商城',
  }),
  variable(
    'project.postgresqlExtensions',
    '{ name, schema }[]',
    'PostgreSQL 扩展（导入 DDL 时由 CREATE EXTENSION 保留，如 pg_trgm、citext），PostgreSQL 的 DDL 在建表前创建；MySQL 没有。',
    {
      liquid:
        '{% for x in project.postgresqlExtensions %}CREATE EXTENSION IF NOT EXISTS "{{ x.name }}";{% endfor %}[{{ project.postgresqlExtensions.size }}]',
      output: '[0]',
    },
  ),
  variable('project.postgresqlExtensions[]', '{ name, schema }', '一个扩展。', {
    liquid: '{% for x in project.postgresqlExtensions %}{{ x.name }}{% endfor %}',
    output: '',
  }),
  variable('project.postgresqlExtensions[].name', 'string', '扩展名，如 uuid-ossp。', {
    liquid: '{% for x in project.postgresqlExtensions %}"{{ x.name }}"{% endfor %}',
    output: '',
  }),
  variable(
    'project.postgresqlExtensions[].schema',
    'string | null',
    '扩展创建在哪个模式中（CREATE EXTENSION … SCHEMA s）；未指定时为 null。',
    {
      liquid: '{% for x in project.postgresqlExtensions %}{{ x.schema | default: "public" }}{% endfor %}',
      output: '',
    },
  ),
  variable(
    'project.postgresqlRoutines',
    '{ name, definition, beforeTables }[]',
    'PostgreSQL 函数：导入 DDL 时，被保留的表达式（检查约束、默认值、生成列、索引）和触发器调用的 CREATE FUNCTION 原文，PostgreSQL 的 DDL 创建它们（见 beforeTables）；MySQL 没有。',
    {
      liquid:
        '{% for r in project.postgresqlRoutines %}{{ r.definition }};{% endfor %}[{{ project.postgresqlRoutines.size }}]',
      output: '[0]',
    },
  ),
  variable('project.postgresqlRoutines[]', '{ name, definition, beforeTables }', '一个函数。', {
    liquid: '{% for r in project.postgresqlRoutines %}{{ r.name }}{% endfor %}',
    output: '',
  }),
  variable('project.postgresqlRoutines[].name', 'string', '函数名（不带模式），如 que_validate_tags。', {
    liquid: '{% for r in project.postgresqlRoutines %}{{ r.name }}{% endfor %}',
    output: '',
  }),
  variable(
    'project.postgresqlRoutines[].definition',
    'string',
    '整条 CREATE FUNCTION 语句的原文（不带结尾分号）。',
    {
      liquid: '{% for r in project.postgresqlRoutines %}{{ r.definition }};{% endfor %}',
      output: '',
    },
  ),
  variable(
    'project.postgresqlRoutines[].beforeTables',
    'boolean',
    '表自身的表达式（检查约束、默认值、生成列、索引、排除约束）直接或间接调用它：须在建表前创建；为 false 的只供触发器使用，可能以表的行类型作参数，应在建表之后、建触发器之前创建。',
    {
      liquid:
        '{% for r in project.postgresqlRoutines %}{% if r.beforeTables %}{{ r.name }}{% endif %}{% endfor %}',
      output: '',
    },
  ),
  variable(
    'project.postgresqlTypes',
    '{ name, definition }[]',
    'PostgreSQL 类型：导入 DDL 时，列用到的复合类型（CREATE TYPE … AS (…)，这些列按 text 字段处理，数组按 json）、域（CREATE DOMAIN，见 entity.fields[].postgresqlDomain）及只被它们用到的枚举类型（CREATE TYPE … AS ENUM）的原文，按脚本中的顺序，PostgreSQL 的 DDL 在建表前创建；MySQL 没有。',
    {
      liquid:
        '{% for t in project.postgresqlTypes %}{{ t.definition }};{% endfor %}[{{ project.postgresqlTypes.size }}]',
      output: '[0]',
    },
  ),
  variable('project.postgresqlTypes[]', '{ name, schema, definition }', '一个复合类型、域或枚举类型。', {
    liquid: '{% for t in project.postgresqlTypes %}{{ t.name }}{% endfor %}',
    output: '',
  }),
  variable(
    'project.postgresqlTypes[].name',
    'string',
    '类型名（不带模式，与数据库保存的一致），如 address、year；域名可含大写字母或是关键字，如 Email、order。',
    {
      liquid: '{% for t in project.postgresqlTypes %}{{ t.name }}{% endfor %}',
      output: '',
    },
  ),
  variable(
    'project.postgresqlTypes[].schema',
    'string | null',
    '类型所在的模式（不是 public 时，如 app）；PostgreSQL 的 DDL 先建该模式。在 public 中时为 null。',
    {
      liquid:
        '{% for t in project.postgresqlTypes %}{% if t.schema %}{{ t.schema }}.{% endif %}{{ t.name }}{% endfor %}',
      output: '',
    },
  ),
  variable(
    'project.postgresqlTypes[].definition',
    'string',
    '整条 CREATE TYPE … AS (…)、CREATE TYPE … AS ENUM (…) 或 CREATE DOMAIN … 语句的原文（不带结尾分号）。',
    {
      liquid: '{% for t in project.postgresqlTypes %}{{ t.definition }};{% endfor %}',
      output: '',
    },
  ),
  variable(
    'project.postgresqlSequences',
    '{ name, definition }[]',
    'PostgreSQL 序列：导入 DDL 时，被保留的函数（如触发器函数）按名称取号（nextval）而不属于任何列的 CREATE SEQUENCE 原文（不带 OWNED BY），PostgreSQL 的 DDL 在建函数前创建；MySQL 没有。',
    {
      liquid:
        '{% for s in project.postgresqlSequences %}{{ s.definition }};{% endfor %}[{{ project.postgresqlSequences.size }}]',
      output: '[0]',
    },
  ),
  variable('project.postgresqlSequences[]', '{ name, definition }', '一个序列。', {
    liquid: '{% for s in project.postgresqlSequences %}{{ s.name }}{% endfor %}',
    output: '',
  }),
  variable('project.postgresqlSequences[].name', 'string', '序列名（不带模式），如 invoice_no_seq。', {
    liquid: '{% for s in project.postgresqlSequences %}{{ s.name }}{% endfor %}',
    output: '',
  }),
  variable(
    'project.postgresqlSequences[].definition',
    'string',
    '整条 CREATE SEQUENCE 语句的原文（不带结尾分号）。',
    {
      liquid: '{% for s in project.postgresqlSequences %}{{ s.definition }};{% endfor %}',
      output: '',
    },
  ),
  variable(
    'project.mysqlSequences',
    '{ name, definition }[]',
    'MariaDB 序列：导入 DDL 时，列的默认值（DEFAULT nextval(s)、NEXT VALUE FOR s）取号的序列，按原文保存（CREATE SEQUENCE，或 mariadb-dump 的 CREATE TABLE … SEQUENCE=1），MySQL 的 DDL 在建表前创建；PostgreSQL 的 DDL 不用。每项为 { name, definition }：序列名和整条建序列语句的原文（不带结尾分号）。',
    {
      liquid:
        '{% for s in project.mysqlSequences %}{{ s.definition }};{% endfor %}[{{ project.mysqlSequences.size }}]',
      output: '[0]',
    },
  ),
  variable(
    'project.api',
    'ApiContext',
    '生成代码的接口约定（docs/generated-code-contract.md）：后端按它返回，前端按它请求，任何前端都能直接对接任何后端。',
    { liquid: '{{ project.api.style }} {{ project.api.basePath }}', output: 'MODELSMITH /api' },
  ),
  variable(
    'project.api.style',
    literals(API_STYLES),
    '约定风格：MODELSMITH（本产品的 {code, message, data}）或 RUOYI（若依）。',
    {
      liquid: '{{ project.api.style }}',
      output: 'MODELSMITH',
    },
  ),
  variable('project.api.basePath', 'string', '所有接口的路径前缀。', {
    liquid: '{{ project.api.basePath }}/{{ entities[0].names.plural.kebab }}',
    output: '/api/categories',
  }),
  variable('project.api.codeKey', "'code'", '应答中状态码的键。', {
    liquid: '{{ project.api.codeKey }}',
    output: 'code',
  }),
  variable('project.api.messageKey', "'message' | 'msg'", '应答中提示信息的键（若依为 msg）。', {
    liquid: '{{ project.api.messageKey }}',
    output: 'message',
  }),
  variable('project.api.dataKey', "'data'", '应答中数据的键。', {
    liquid: '{{ project.api.dataKey }}',
    output: 'data',
  }),
  variable('project.api.successCode', 'number', '成功时的状态码（HTTP 状态与 code 一致）。', {
    liquid: '{{ project.api.successCode }}',
    output: '200',
  }),
  variable(
    'project.api.page',
    '{ currentParam, sizeParam, inData, recordsKey, totalKey, defaultSize, maxSize }',
    '分页约定。',
    {
      liquid: '?{{ project.api.page.currentParam }}=1&{{ project.api.page.sizeParam }}=10',
      output: '?current=1&size=10',
    },
  ),
  variable('project.api.page.currentParam', "'current' | 'pageNum'", '页码参数名（从 1 开始）。', {
    liquid: '{{ project.api.page.currentParam }}',
    output: 'current',
  }),
  variable('project.api.page.sizeParam', "'size' | 'pageSize'", '每页条数参数名。', {
    liquid: '{{ project.api.page.sizeParam }}',
    output: 'size',
  }),
  variable(
    'project.api.page.inData',
    'boolean',
    '分页结果放在 data 中（MODELSMITH），或直接放在应答顶层（RUOYI）。',
    {
      liquid: '{% if project.api.page.inData %}data.{% endif %}{{ project.api.page.recordsKey }}',
      output: 'data.records',
    },
  ),
  variable('project.api.page.recordsKey', "'records' | 'rows'", '一页数据的键。', {
    liquid: '{{ project.api.page.recordsKey }}',
    output: 'records',
  }),
  variable('project.api.page.totalKey', "'total'", '总条数的键。', {
    liquid: '{{ project.api.page.totalKey }}',
    output: 'total',
  }),
  variable('project.api.page.defaultSize', 'number', '未传每页条数时的默认值。', {
    liquid: '{{ project.api.page.defaultSize }}',
    output: '10',
  }),
  variable('project.api.page.maxSize', 'number', '每页条数的上限。', {
    liquid: '{{ project.api.page.maxSize }}',
    output: '100',
  }),
  variable(
    'project.api.formats',
    '{ date, datetime, time }',
    '日期时间在接口中的格式（不带时区的本地时间；带时区的字段用 ISO 8601 带偏移），各语言的写法。',
    { liquid: '{{ project.api.formats.datetime.pattern }}', output: 'yyyy-MM-dd HH:mm:ss' },
  ),
  variable('project.api.formats.date', '{ pattern, java, dayjs, python, go }', '日期格式。', {
    liquid: '{{ project.api.formats.date.dayjs }}',
    output: 'YYYY-MM-DD',
  }),
  variable('project.api.formats.date.pattern', 'string', '格式（Java 写法，作说明用）。', {
    liquid: '{{ project.api.formats.date.pattern }}',
    output: 'yyyy-MM-dd',
  }),
  variable('project.api.formats.date.java', 'string', 'Java DateTimeFormatter / @JsonFormat 的写法。', {
    liquid: '@JsonFormat(pattern = "{{ project.api.formats.date.java }}")',
    output: '@JsonFormat(pattern = "yyyy-MM-dd")',
  }),
  variable('project.api.formats.date.dayjs', 'string', 'dayjs 的写法（React、Vue 前端）。', {
    liquid: '{{ project.api.formats.date.dayjs }}',
    output: 'YYYY-MM-DD',
  }),
  variable('project.api.formats.date.python', 'string', 'Python strftime 的写法。', {
    liquid: '{{ project.api.formats.date.python }}',
    output: '%Y-%m-%d',
  }),
  variable('project.api.formats.date.go', 'string', 'Go time 包的参考时间写法。', {
    liquid: '{{ project.api.formats.date.go }}',
    output: '2006-01-02',
  }),
  variable(
    'project.api.formats.datetime',
    '{ pattern, java, dayjs, python, go }',
    '日期时间格式。',
    { liquid: '{{ project.api.formats.datetime.go }}', output: '2006-01-02 15:04:05' },
    'project.api.formats.date',
  ),
  variable(
    'project.api.formats.time',
    '{ pattern, java, dayjs, python, go }',
    '时间格式。',
    { liquid: '{{ project.api.formats.time.python }}', output: '%H:%M:%S' },
    'project.api.formats.date',
  ),
  variable('generator', '{ name, version }', '生成器信息。生成结果不含时间，同一模型重复生成内容不变。', {
    liquid: '// Generated by {{ generator.name }} {{ generator.version }}',
    output: `// Generated by Modelsmith ${GENERATOR_VERSION}`,
  }),
  variable('generator.name', "'Modelsmith'", '生成器名称。', {
    liquid: '{{ generator.name }}',
    output: 'Modelsmith',
  }),
  variable('generator.version', 'string', '生成器版本；生成内容有变化时升级。', {
    liquid: '{{ generator.version }}',
    output: GENERATOR_VERSION,
  }),
  variable('entities', 'EntityContext[]', '模型中的全部实体，按模型中的顺序；两种文件都能使用。', {
    liquid: "{{ entities | map: 'className' | join: ', ' }}",
    output: 'Category, Product, Customer, Order, OrderItem',
  }),
  variable(
    'entities[]',
    'EntityContext',
    '循环中的一个实体，键与 entity 相同。',
    {
      liquid: '{% for e in entities %}{{ e.tableName }};{% endfor %}',
      output: 'category;product;customer;orders;order_item;',
    },
    'entity',
  ),
];

const COMPOSITE_FK =
  "{% for fk in entity.compositeForeignKeys %}FOREIGN KEY ({{ fk.columns | join: ', ' }}) REFERENCES {{ fk.targetTable }} ({{ fk.targetColumns | join: ', ' }}){% endfor %}";

const ENTITY: ReferenceEntry[] = [
  variable('entity', 'EntityContext', '当前实体：按实体生成的文件每个实体渲染一次。', {
    liquid: '{{ entity.label }}（{{ entity.className }}）',
    output: '订单明细（OrderItem）',
    given: { entity: 'OrderItem' },
  }),
  variable('entity.className', 'string', '类名（PascalCase）。', {
    liquid: 'public class {{ entity.className }} {',
    output: 'public class OrderItem {',
    given: { entity: 'OrderItem' },
  }),
  variable(
    'entity.tableName',
    'string',
    '数据库中的表名：模型指定了精确表名时用它，否则为表名加项目表名前缀。',
    {
      liquid: 'CREATE TABLE {{ entity.tableName }}',
      output: 'CREATE TABLE orders',
      given: { entity: 'Order' },
    },
  ),
  variable(
    'entity.schema',
    'string | null',
    'PostgreSQL 项目中表所在的模式（如 archive），在默认模式 public 中或 MySQL 项目时为 null。entity.tableName 不带模式：写 SQL 或 ORM 映射时由模板按它限定（"archive"."orders"），PostgreSQL 建表脚本先 CREATE SCHEMA IF NOT EXISTS。',
    {
      liquid: '{% if entity.schema %}"{{ entity.schema }}".{% endif %}"{{ entity.tableName }}"',
      output: '"orders"',
      given: { entity: 'Order' },
    },
  ),
  variable(
    'entity.virtualPrimaryKey',
    'boolean',
    '表在数据库中没有主键（导入的无主键表）：primaryKeys 只供生成的代码标识行（ORM 的主键），建表脚本不写 PRIMARY KEY，这些字段也可以为空。',
    {
      liquid:
        "{% unless entity.virtualPrimaryKey %}PRIMARY KEY ({{ entity.primaryKeys | map: 'column' | join: ', ' }}){% endunless %}",
      output: 'PRIMARY KEY (id)',
      given: { entity: 'Order' },
    },
  ),
  variable(
    'entity.keyless',
    'boolean',
    '实体没有任何主键字段（导入的、所有列都是 JSON 或不限长度二进制的表）：只有建表脚本写它；引擎不为它渲染按实体生成的文件，遍历 entities 生成代码的项目级模板应跳过它（如 entities | where: "keyless", false），并可在 README 中列出。',
    {
      liquid: '{% unless entity.keyless %}{{ entity.idField.name }}{% endunless %}',
      output: 'id',
      given: { entity: 'Order' },
    },
  ),
  variable('entity.label', 'string', '中文名：显示名，否则注释，否则类名；不会为空。', {
    liquid: '{{ entity.label }}',
    output: '商品分类',
    given: { entity: 'Category' },
  }),
  variable(
    'entity.comment',
    'string',
    '表注释在中文名之后的部分（导入的「订单（含退款）」中文名为「订单」时为「含退款」）；未填写时为空字符串。',
    {
      liquid: '{{ entity.comment }}',
      output: '商品的分类，可多级',
      given: { entity: 'Category' },
    },
  ),
  variable(
    'entity.sqlComment',
    'string',
    '建表脚本写的表注释：导入的注释原样（注释以中文名开头时即注释本身），否则「中文名：注释」，否则中文名；没有注释或中文名只是表名时为空字符串。',
    {
      liquid: '{{ entity.sqlComment }}',
      output: '商品分类：商品的分类，可多级',
      given: { entity: 'Category' },
    },
  ),
  variable('entity.names', 'Names', '类名的各种写法；字段、关系、项目的 names 与它相同。', {
    liquid: '{{ entity.names.camel }}',
    output: 'orderItem',
    given: { entity: 'OrderItem' },
  }),
  variable('entity.names.raw', 'string', '原样。', {
    liquid: '{{ entity.names.raw }}',
    output: 'OrderItem',
    given: { entity: 'OrderItem' },
  }),
  variable('entity.names.pascal', 'string', 'PascalCase（大驼峰）。', {
    liquid: '{{ entity.names.pascal }}',
    output: 'OrderItem',
    given: { entity: 'OrderItem' },
  }),
  variable('entity.names.camel', 'string', 'camelCase（小驼峰）。', {
    liquid: 'private {{ entity.className }}Service {{ entity.names.camel }}Service;',
    output: 'private OrderItemService orderItemService;',
    given: { entity: 'OrderItem' },
  }),
  variable('entity.names.snake', 'string', 'snake_case（下划线）。', {
    liquid: '{{ entity.names.snake }}.py',
    output: 'order_item.py',
    given: { entity: 'OrderItem' },
  }),
  variable('entity.names.kebab', 'string', 'kebab-case（短横线），常用于文件名和 URL。', {
    liquid: '{{ entity.names.kebab }}',
    output: 'order-item',
    given: { entity: 'OrderItem' },
  }),
  variable('entity.names.constant', 'string', 'UPPER_SNAKE（常量写法）。', {
    liquid: '{{ entity.names.constant }}',
    output: 'ORDER_ITEM',
    given: { entity: 'OrderItem' },
  }),
  variable('entity.names.plural', '{ pascal, camel, snake, kebab }', '最后一个单词变为复数后的各种写法。', {
    liquid: '{{ entity.names.plural.camel }}',
    output: 'orderItems',
    given: { entity: 'OrderItem' },
  }),
  variable('entity.names.plural.pascal', 'string', '复数 PascalCase。', {
    liquid: '{{ entity.names.plural.pascal }}',
    output: 'Categories',
    given: { entity: 'Category' },
  }),
  variable('entity.names.plural.camel', 'string', '复数 camelCase。', {
    liquid: 'const {{ entity.names.plural.camel }} = [];',
    output: 'const orderItems = [];',
    given: { entity: 'OrderItem' },
  }),
  variable('entity.names.plural.snake', 'string', '复数 snake_case。', {
    liquid: '{{ entity.names.plural.snake }}',
    output: 'order_items',
    given: { entity: 'OrderItem' },
  }),
  variable('entity.names.plural.kebab', 'string', '复数 kebab-case，常用于 REST 路径。', {
    liquid: '/api/{{ entity.names.plural.kebab }}',
    output: '/api/order-items',
    given: { entity: 'OrderItem' },
  }),
  variable('entity.fields', 'FieldContext[]', '全部字段，按模型中的顺序，包括关系生成的外键字段。', {
    liquid: "{{ entity.fields | map: 'name' | join: ', ' }}",
    output: 'id, quantity, unitPrice, orderId, productId',
    given: { entity: 'OrderItem' },
  }),
  variable(
    'entity.editableFields',
    'FieldContext[]',
    `可编辑的字段：去掉主键、自增字段和默认当前时间的字段，用于表单和 DTO（${SAME_FIELD}）。`,
    {
      liquid: "{{ entity.editableFields | map: 'name' | join: ', ' }}",
      output: 'name, price, stock, status, description, categoryId',
      given: { entity: 'Product' },
    },
    'entity.fields',
  ),
  variable(
    'entity.primaryKeys',
    'FieldContext[]',
    `主键字段，按主键的列顺序（模型的 primaryKeyOrder，否则字段顺序）；复合主键时有多个（${SAME_FIELD}）。`,
    {
      liquid: "{{ entity.primaryKeys | map: 'column' | join: ', ' }}",
      output: 'id',
      given: { entity: 'Order' },
    },
    'entity.fields',
  ),
  variable(
    'entity.idField',
    'FieldContext | null',
    '实体只有一个主键字段时就是它；没有主键或为复合主键时为 null（键与 entity.fields[] 相同）。',
    { liquid: '{{ entity.idField.types.java }}', output: 'Long', given: { entity: 'Order' } },
    'entity.fields[]',
  ),
  variable('entity.compositeKey', 'boolean', '是否为复合主键（主键字段多于一个）。', {
    liquid: '{% if entity.compositeKey %}复合主键{% else %}单一主键{% endif %}',
    output: '单一主键',
    given: { entity: 'Order' },
  }),
  variable(
    'entity.enumFields',
    'FieldContext[]',
    `枚举类型（enum）的字段（${SAME_FIELD}）。`,
    {
      liquid: '{% for field in entity.enumFields %}{{ field.enumName }}{% endfor %}',
      output: 'OrderStatus',
      given: { entity: 'Order' },
    },
    'entity.fields',
  ),
  variable(
    'entity.ident',
    '{ java, ts, go, goVar, python, pythonModule }',
    '类名作为各语言变量名的安全写法（保留字加后缀），如 order / orderItem / order_item。',
    {
      liquid: '{{ entity.ident.java }} / {{ entity.ident.python }}',
      output: 'orderItem / order_item',
      given: { entity: 'OrderItem' },
    },
    'entity.fields[].ident',
  ),
  variable(
    'entity.listFields',
    'FieldContext[]',
    `列表页的列（inList 为 true 的字段，${SAME_FIELD}）。`,
    {
      liquid: "{{ entity.listFields | map: 'name' | join: ', ' }}",
      output: 'id, name, email, phone, vip, birthday, createdAt',
      given: { entity: 'Customer' },
    },
    'entity.fields',
  ),
  variable(
    'entity.formFields',
    'FieldContext[]',
    `新增 / 编辑表单的输入项，也是写入 DTO 的字段：不含自动生成的主键、审计字段和逻辑删除标记（${SAME_FIELD}）。`,
    {
      liquid: "{{ entity.formFields | map: 'name' | join: ', ' }}",
      output: 'name, email, phone, vip, birthday',
      given: { entity: 'Customer' },
    },
    'entity.fields',
  ),
  variable(
    'entity.searchFields',
    'FieldContext[]',
    `列表页的查询条件：模型指定的全部，加上推导出的至多 5 个（依次优先枚举与开关、外键、文本、创建时间，${SAME_FIELD}）。`,
    {
      liquid: "{{ entity.searchFields | map: 'name' | join: ', ' }}",
      output: 'orderNo, status, remark, createdAt, customerId',
      given: { entity: 'Order' },
    },
    'entity.fields',
  ),
  variable(
    'entity.responseFields',
    'FieldContext[]',
    `应答中返回的字段：去掉保密（SECRET）字段（${SAME_FIELD}）。`,
    {
      liquid: '{{ entity.responseFields | size }} / {{ entity.fields | size }}',
      output: '8 / 8',
      given: { entity: 'Product' },
    },
    'entity.fields',
  ),
  variable(
    'entity.auditFields',
    'FieldContext[]',
    `由后端填写的审计字段（创建 / 更新的时间与操作人，${SAME_FIELD}）。`,
    {
      liquid: "{{ entity.auditFields | map: 'column' | join: ', ' }}",
      output: 'created_at',
      given: { entity: 'Product' },
    },
    'entity.fields',
  ),
  variable(
    'entity.logicalDelete',
    '{ field, deleted, live } | null',
    '逻辑删除：删除时把标记字段设为 deleted，查询只取 live 的行；没有标记字段时为 null。',
    {
      liquid: '{% if entity.logicalDelete %}逻辑删除{% else %}物理删除{% endif %}',
      output: '物理删除',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.logicalDelete.field',
    'FieldContext',
    '逻辑删除标记字段（键与 entity.fields[] 相同）。',
    { liquid: '{{ entity.logicalDelete.field.column }}', given: { entity: 'Product' } },
    'entity.fields[]',
  ),
  variable(
    'entity.logicalDelete.deleted',
    'Literals',
    '已删除的取值，各语言的字面量（如若依 del_flag 的 "2"；布尔为 true；其余为 1）。',
    { liquid: '{{ entity.logicalDelete.deleted.java }}', given: { entity: 'Product' } },
    'entity.fields[].literals',
  ),
  variable(
    'entity.logicalDelete.live',
    'Literals',
    '未删除的取值，各语言的字面量（如 "0"、false、0）。',
    { liquid: '{{ entity.logicalDelete.live.sql }}', given: { entity: 'Product' } },
    'entity.fields[].literals',
  ),
  variable(
    'entity.treeParent',
    '{ field, relation } | null',
    '树形表：指向本表的上级字段（自关联的多对一，或与主键同类型的 parent_id），列表页按树展示；否则为 null。',
    {
      liquid: '{% if entity.treeParent %}树：{{ entity.treeParent.field.name }}{% endif %}',
      output: '树：parentId',
      given: { entity: 'Category' },
    },
  ),
  variable(
    'entity.treeParent.field',
    'FieldContext',
    '上级字段（键与 entity.fields[] 相同）。',
    { liquid: '{{ entity.treeParent.field.column }}', output: 'parent_id', given: { entity: 'Category' } },
    'entity.fields[]',
  ),
  variable(
    'entity.treeParent.relation',
    'string | null',
    '声明这一自关联的关系名；只有 parent_id 列而没有关系时为 null。',
    {
      liquid: '{{ entity.treeParent.relation }}',
      output: 'parent',
      given: { entity: 'Category' },
    },
  ),
  variable(
    'entity.displayField',
    'FieldContext',
    '给人看的那一列：名称或标题（name、title、userName…），否则唯一、必填或任一文本列，都没有时为主键（键与 entity.fields[] 相同）。下拉框与列表里引用这一行时显示它。',
    { liquid: '{{ entity.displayField.name }}', output: 'name', given: { entity: 'Category' } },
    'entity.fields[]',
  ),
  variable('entity.indexes', 'IndexContext[]', '索引（不含主键）。', {
    liquid: "{{ entity.indexes | map: 'name' | join: ', ' }}",
    output: 'idx_product_name',
    given: { entity: 'Product' },
  }),
  variable(
    'entity.relations',
    'RelationContext[]',
    '关系：先是本实体声明的，再是其他实体声明并写了反向属性名、指向本实体的关系（从本实体一侧看）。',
    {
      liquid: "{{ entity.relations | map: 'name' | join: ', ' }}",
      output: 'product, order',
      given: { entity: 'OrderItem' },
    },
  ),
  variable(
    'entity.compositeForeignKeys',
    '{ name, columns, targetTable, targetSchema, targetColumns, uniqueKey, indexedKey, onDelete, onDeleteColumns, onUpdate, deferrable, match, notValid }[]',
    '本实体以 joinFields 声明的外键（多对一 / 一对一关系）：多列外键，以及引用 referencedFields（而非目标主键）的外键，单列的也在内；供 DDL 使用，生成的代码暂不映射它。',
    { liquid: COMPOSITE_FK, given: { entity: 'Customer' } },
  ),
  variable(
    'entity.compositeForeignKeys[]',
    '{ name, columns, targetTable, targetSchema, targetColumns, uniqueKey, indexedKey, onDelete, onDeleteColumns, onUpdate, deferrable, match, notValid }',
    '一个以 joinFields 声明的外键。',
    {
      liquid: COMPOSITE_FK,
      given: { entity: 'Customer' },
    },
  ),
  variable('entity.compositeForeignKeys[].name', 'string', '声明它的关系在本实体上的属性名。', {
    liquid: '{% for fk in entity.compositeForeignKeys %}{{ fk.name }}{% endfor %}',
    given: { entity: 'Customer' },
  }),
  variable(
    'entity.compositeForeignKeys[].columns',
    'string[]',
    '本表中的外键列（关系的 joinFields），与 targetColumns 一一对应。',
    {
      liquid: "{% for fk in entity.compositeForeignKeys %}{{ fk.columns | join: ', ' }}{% endfor %}",
      given: { entity: 'Customer' },
    },
  ),
  variable('entity.compositeForeignKeys[].targetTable', 'string', '被引用的表名（已带前缀）。', {
    liquid: '{% for fk in entity.compositeForeignKeys %}{{ fk.targetTable }}{% endfor %}',
    given: { entity: 'Customer' },
  }),
  variable(
    'entity.compositeForeignKeys[].targetSchema',
    'string | null',
    '被引用表所在的 PostgreSQL 模式（同该实体的 schema），在 public 中或 MySQL 项目时为 null。',
    {
      liquid:
        '{% for fk in entity.compositeForeignKeys %}{% if fk.targetSchema %}"{{ fk.targetSchema }}".{% endif %}"{{ fk.targetTable }}"{% endfor %}',
      given: { entity: 'Customer' },
    },
  ),
  variable(
    'entity.compositeForeignKeys[].targetColumns',
    'string[]',
    '被引用的列，与 columns 一一对应：被引用表的主键列（按主键的顺序），或关系 referencedFields 指定的列（唯一键，MySQL 项目中也可以只是某个索引的前几列，见 indexedKey）。',
    {
      liquid: "{% for fk in entity.compositeForeignKeys %}{{ fk.targetColumns | join: ', ' }}{% endfor %}",
      given: { entity: 'Customer' },
    },
  ),
  variable(
    'entity.compositeForeignKeys[].onDelete',
    `${literals(FOREIGN_KEY_ACTIONS)} | null`,
    '删除被引用行时的动作；null 为数据库默认（NO ACTION）。',
    {
      liquid:
        '{% for fk in entity.compositeForeignKeys %}{% if fk.onDelete %} ON DELETE {{ fk.onDelete }}{% endif %}{% endfor %}',
      given: { entity: 'Customer' },
    },
  ),
  variable(
    'entity.compositeForeignKeys[].onDeleteColumns',
    'string[]',
    'PostgreSQL 15+ 的 ON DELETE SET NULL / SET DEFAULT (列, …)：删除被引用行时只设置这些列（columns 的一部分）；空数组为全部外键列。MySQL 不支持列清单。',
    {
      liquid:
        "{% for fk in entity.compositeForeignKeys %}{% if fk.onDeleteColumns.size > 0 %} ({{ fk.onDeleteColumns | join: ', ' }}){% endif %}{% endfor %}",
      given: { entity: 'Customer' },
    },
  ),
  variable(
    'entity.compositeForeignKeys[].onUpdate',
    `${literals(FOREIGN_KEY_ACTIONS)} | null`,
    '更新被引用键时的动作；null 为数据库默认（NO ACTION）。',
    {
      liquid:
        '{% for fk in entity.compositeForeignKeys %}{% if fk.onUpdate %} ON UPDATE {{ fk.onUpdate }}{% endif %}{% endfor %}',
      given: { entity: 'Customer' },
    },
  ),
  variable(
    'entity.compositeForeignKeys[].uniqueKey',
    'boolean',
    'targetColumns 是否由关系的 referencedFields 指定（而非目标的主键）：通常是唯一键（MySQL 要求被引用的列按顺序正是某个唯一索引的列）；并不唯一时 indexedKey 也为 true。',
    {
      liquid:
        "{% for fk in entity.compositeForeignKeys %}{% if fk.uniqueKey %}（引用唯一键 {{ fk.targetColumns | join: ', ' }}）{% endif %}{% endfor %}",
      given: { entity: 'Customer' },
    },
  ),
  variable(
    'entity.compositeForeignKeys[].indexedKey',
    'boolean',
    'uniqueKey 为 true 且 targetColumns 不是目标的主键、唯一字段或某个唯一索引（整列、不带条件）的全部列时为 true。校验只在 MySQL 项目中允许这种外键，且要求这些列按顺序是主键或某个 B-tree 索引（HASH、BRIN 索引在 MySQL 中也按 B-tree 建立）的前几列：MySQL / MariaDB 接受，PostgreSQL 不接受。PostgreSQL 的 DDL 只写一行注释；MySQL 的 DDL 在脚本确有这样的索引时写出该外键（含 JSON 列而略去的索引不算）。',
    {
      liquid:
        "{% for fk in entity.compositeForeignKeys %}{% if fk.indexedKey %}（引用非唯一索引 {{ fk.targetColumns | join: ', ' }}）{% endif %}{% endfor %}",
      given: { entity: 'Customer' },
    },
  ),
  variable(
    'entity.compositeForeignKeys[].deferrable',
    "'immediate' | 'deferred' | null",
    '同 entity.relations[].deferrable：PostgreSQL 的 DEFERRABLE INITIALLY IMMEDIATE / DEFERRED，null 为不可延迟。',
    {
      liquid:
        '{% for fk in entity.compositeForeignKeys %}{% if fk.deferrable %} DEFERRABLE INITIALLY {{ fk.deferrable | upcase }}{% endif %}{% endfor %}',
      given: { entity: 'Customer' },
    },
  ),
  variable(
    'entity.compositeForeignKeys[].match',
    "'full' | null",
    '同 entity.relations[].match：PostgreSQL 的 MATCH FULL，null 为默认的 MATCH SIMPLE。',
    {
      liquid:
        "{% for fk in entity.compositeForeignKeys %}{% if fk.match == 'full' %} MATCH FULL{% endif %}{% endfor %}",
      given: { entity: 'Customer' },
    },
  ),
  variable(
    'entity.compositeForeignKeys[].notValid',
    'boolean',
    '同 entity.relations[].notValid：PostgreSQL 的 NOT VALID，不检查表中已有的行。',
    {
      liquid:
        '{% for fk in entity.compositeForeignKeys %}{% if fk.notValid %} NOT VALID{% endif %}{% endfor %}',
      given: { entity: 'Customer' },
    },
  ),
  variable(
    'entity.checks',
    '{ name, postgresqlName, expression, mysqlExpression, postgresqlExpression, dialect, notValid, noInherit }[]',
    'CHECK 约束（导入 DDL 时保留，导出 DDL 时写回）。',
    {
      liquid: '{% for check in entity.checks %}CHECK ({{ check.expression }}){% endfor %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.checks[]',
    '{ name, postgresqlName, expression, mysqlExpression, postgresqlExpression, dialect, notValid, noInherit }',
    '一个 CHECK 约束。',
    {
      liquid:
        '{% for check in entity.checks %}{% if check.name %}CONSTRAINT {{ check.name }} {% endif %}CHECK ({{ check.expression }}){% endfor %}',
      given: { entity: 'Product' },
    },
  ),
  variable('entity.checks[].name', 'string | null', '约束名；未命名（由数据库命名）时为 null。', {
    liquid: '{% for check in entity.checks %}{{ check.name | default: "（未命名）" }}{% endfor %}',
    given: { entity: 'Product' },
  }),
  variable(
    'entity.checks[].postgresqlName',
    'string | null',
    'PostgreSQL 的 DDL 写出的约束名：同 name，超过 63 个字节时按 entity.indexes[].postgresqlName 的规则缩短；未命名时为 null。',
    {
      liquid:
        '{% for check in entity.checks %}{{ check.postgresqlName | default: "（未命名）" }}{% endfor %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.checks[].expression',
    'string',
    '条件表达式，不含外层的 CHECK ( )，列用数据库中的列名，例如 price >= 0。',
    {
      liquid: '{% for check in entity.checks %}{{ check.expression }}{% endfor %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.checks[].mysqlExpression',
    'string',
    'MySQL DDL 写出的条件。条件只由两种数据库通用的写法组成（见 postgresqlExpression）时，其中是本实体列名（按数据库中的列名匹配，不分大小写）且是 MySQL / MariaDB 关键字的名字写成该列的列名加反引号（read >= 0 写为 `read` >= 0），其余照原样；其他条件同 expression。',
    {
      liquid: '{% for check in entity.checks %}CHECK ({{ check.mysqlExpression }}){% endfor %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.checks[].postgresqlExpression',
    'string',
    'PostgreSQL DDL 写出的条件。条件只由两种数据库通用的写法组成（不带引号的名字、数字、字符串、比较和算术运算、AND / OR / NOT、IN、BETWEEN、IS [NOT] NULL、LIKE、TRUE / FALSE 和括号，没有函数调用和类型转换；导入时 dialect 为 null 的条件都是）时，其中每个本实体的列名（按数据库中的列名匹配，大小写不同也算）都写成该列的列名，不是小写字母、数字和下划线组成的名字或是 PostgreSQL 关键字时加双引号：order > 0 写为 "order" > 0，列 Status 写为 "Status"，列 status 写成 STATUS 时写为 status；其他条件同 expression。',
    {
      liquid: '{% for check in entity.checks %}CHECK ({{ check.postgresqlExpression }}){% endfor %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.checks[].dialect',
    "'mysql' | 'postgresql' | null",
    '表达式所用的数据库方言：只有该数据库的 DDL 会写出它；null 表示通用，两种数据库都写出。',
    {
      liquid:
        "{% for check in entity.checks %}{% if check.dialect == nil or check.dialect == 'mysql' %}{{ check.expression }}{% endif %}{% endfor %}",
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.checks[].notValid',
    'boolean',
    'PostgreSQL 的 NOT VALID：只检查新写入的行，表中已有的行不检查（只能用 ALTER TABLE … ADD 写出）；MySQL 没有，写为普通 CHECK。',
    {
      liquid:
        '{% for check in entity.checks %}CHECK ({{ check.expression }}){% if check.notValid %} NOT VALID{% endif %}{% endfor %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.checks[].noInherit',
    'boolean',
    'PostgreSQL 的 NO INHERIT：继承本表的表不带这一检查；MySQL 没有，写为普通 CHECK。',
    {
      liquid:
        '{% for check in entity.checks %}CHECK ({{ check.expression }}){% if check.noInherit %} NO INHERIT{% endif %}{% endfor %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.exclusions',
    '{ name, definition }[]',
    'PostgreSQL 的排除约束（EXCLUDE，导入 DDL 时保留，只由 PostgreSQL 的 DDL 写回；MySQL 没有）。',
    {
      liquid:
        '{% for x in entity.exclusions %}ALTER TABLE {{ entity.tableName }} ADD {{ x.definition }};{% endfor %}',
      given: { entity: 'Product' },
    },
  ),
  variable('entity.exclusions[]', '{ name, definition }', '一个排除约束。', {
    liquid:
      '{% for x in entity.exclusions %}{% if x.name %}CONSTRAINT {{ x.name }} {% endif %}{{ x.definition }}{% endfor %}',
    given: { entity: 'Product' },
  }),
  variable('entity.exclusions[].name', 'string | null', '约束名；未命名（由数据库命名）时为 null。', {
    liquid: '{% for x in entity.exclusions %}{{ x.name | default: "（未命名）" }}{% endfor %}',
    given: { entity: 'Product' },
  }),
  variable(
    'entity.exclusions[].definition',
    'string',
    '从 EXCLUDE 起的约束原文，如 EXCLUDE USING gist (room WITH =, during WITH &&)，可带 INCLUDE、WHERE、DEFERRABLE；列按数据库中的列名书写（字段改列名后不会随之改写）。',
    {
      liquid: '{% for x in entity.exclusions %}{{ x.definition }}{% endfor %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.unlogged',
    'boolean',
    'PostgreSQL 的不记日志表（CREATE UNLOGGED TABLE），只由 PostgreSQL 的 DDL 写回。',
    {
      liquid: 'CREATE {% if entity.unlogged %}UNLOGGED {% endif %}TABLE {{ entity.tableName }}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.storageParameters',
    'string | null',
    'PostgreSQL 表的存储参数，WITH (…) 括号中的原文，如 fillfactor=70；没有时为 null。只由 PostgreSQL 的 DDL 写回。',
    {
      liquid: '{% if entity.storageParameters %} WITH ({{ entity.storageParameters }}){% endif %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.mysqlCharset',
    '{ charset: string, collate: string | null }',
    'MySQL 表的默认字符集和排序规则（导入 DEFAULT CHARSET=… COLLATE=… 时保留）：charset 未指定时取 collate 所属的字符集（latin1_bin 的 latin1），两者都未指定时为 utf8mb4；collate 为 null 时用该字符集的默认排序规则。没有自己字符集的列随表。只由 MySQL 的 DDL 写出，PostgreSQL 的编码由数据库决定。',
    {
      liquid:
        ' DEFAULT CHARSET={{ entity.mysqlCharset.charset }}{% if entity.mysqlCharset.collate %} COLLATE={{ entity.mysqlCharset.collate }}{% endif %}',
      given: { entity: 'Product' },
    },
  ),
  variable('entity.mysqlCharset.charset', 'string', 'MySQL 表的默认字符集，如 utf8mb4、utf8mb3、latin1。', {
    liquid: 'DEFAULT CHARSET={{ entity.mysqlCharset.charset }}',
    output: 'DEFAULT CHARSET=utf8mb4',
    given: { entity: 'Product' },
  }),
  variable(
    'entity.mysqlCharset.collate',
    'string | null',
    'MySQL 表的默认排序规则，如 utf8mb4_bin；null 表示用字符集的默认排序规则。',
    {
      liquid: '{% if entity.mysqlCharset.collate %} COLLATE={{ entity.mysqlCharset.collate }}{% endif %}',
      output: '',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.systemVersioning',
    '{ rowStart: string | null, rowEnd: string | null } | null',
    'MariaDB 的系统版本表（WITH SYSTEM VERSIONING，保留每一行的历史版本）：rowStart、rowEnd 为 PERIOD FOR SYSTEM_TIME 的起止列名（GENERATED ALWAYS AS ROW START / END，由数据库填写），未指定时为 null（MariaDB 自动添加隐藏列）；不是系统版本表时为 null。只由 MySQL 的 DDL 写回（MariaDB 能执行，MySQL 不支持）。',
    {
      liquid: '{% if entity.systemVersioning %} WITH SYSTEM VERSIONING{% endif %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.triggers',
    '{ name, dialect, definition, disabled }[]',
    "表上的触发器（导入 DDL 时保留，只由同一方言的 DDL 在建表后写回；另一种数据库的 DDL 只写一行注释）。dialect 为 'postgresql' 或 'mysql'。",
    {
      liquid:
        "{% for t in entity.triggers %}{% if t.dialect == 'postgresql' %}{{ t.definition }};{% endif %}{% endfor %}[{{ entity.triggers.size }}]",
      given: { entity: 'Product' },
    },
  ),
  variable('entity.triggers[]', '{ name, dialect, definition, disabled }', '一个触发器。', {
    liquid: '{% for t in entity.triggers %}{{ t.name }}{% endfor %}',
    given: { entity: 'Product' },
  }),
  variable('entity.triggers[].name', 'string', '触发器名，如 product_touch。', {
    liquid: '{% for t in entity.triggers %}{{ t.name }}{% endfor %}',
    given: { entity: 'Product' },
  }),
  variable('entity.triggers[].dialect', 'string', "触发器语句的方言：'postgresql' 或 'mysql'。", {
    liquid: '{% for t in entity.triggers %}{{ t.dialect }}{% endfor %}',
    given: { entity: 'Product' },
  }),
  variable(
    'entity.triggers[].definition',
    'string',
    '整条 CREATE [CONSTRAINT] TRIGGER 语句的原文（不带结尾分号；MySQL 的不带 DEFINER），表和列按数据库中的名称书写（改名后不会随之改写）。',
    {
      liquid: '{% for t in entity.triggers %}{{ t.definition }}{% endfor %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.triggers[].disabled',
    'boolean',
    'PostgreSQL：脚本停用了该触发器（ALTER TABLE … DISABLE TRIGGER），DDL 建好后同样停用。',
    {
      liquid:
        '{% for t in entity.triggers %}{% if t.disabled %}ALTER TABLE {{ entity.tableName }} DISABLE TRIGGER {{ t.name }};{% endif %}{% endfor %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.rowSecurity',
    'boolean',
    'PostgreSQL：表启用了行级安全（ALTER TABLE … ENABLE ROW LEVEL SECURITY），除表的所有者外，用户只能读写策略允许的行（没有策略时一行也不能）。MySQL 没有行级安全。',
    {
      liquid:
        '{% if entity.rowSecurity %}ALTER TABLE {{ entity.tableName }} ENABLE ROW LEVEL SECURITY;{% endif %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.forceRowSecurity',
    'boolean',
    'PostgreSQL：行级安全对表的所有者也生效（ALTER TABLE … FORCE ROW LEVEL SECURITY）。',
    {
      liquid:
        '{% if entity.forceRowSecurity %}ALTER TABLE {{ entity.tableName }} FORCE ROW LEVEL SECURITY;{% endif %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.policies',
    '{ name, definition }[]',
    'PostgreSQL：表上的行级安全策略（导入 DDL 时保留，只由 PostgreSQL 的 DDL 在建表后写回）。',
    {
      liquid: '{% for p in entity.policies %}{{ p.definition }};{% endfor %}[{{ entity.policies.size }}]',
      given: { entity: 'Product' },
    },
  ),
  variable('entity.policies[]', '{ name, definition }', '一条行级安全策略。', {
    liquid: '{% for p in entity.policies %}{{ p.name }}{% endfor %}',
    given: { entity: 'Product' },
  }),
  variable('entity.policies[].name', 'string', '策略名，如 own_rows。', {
    liquid: '{% for p in entity.policies %}{{ p.name }}{% endfor %}',
    given: { entity: 'Product' },
  }),
  variable(
    'entity.policies[].definition',
    'string',
    '整条 CREATE POLICY 语句的原文（不带结尾分号），ON 之后是策略所在的表；其中 TO 列出的角色须在执行 DDL 的数据库中存在。',
    {
      liquid: '{% for p in entity.policies %}{{ p.definition }}{% endfor %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.partitioning',
    '{ dialect, by, count, partitions, subpartitionBy, subpartitionCount } | null',
    "表分区（导入 DDL 时保留，只由同一方言的 DDL 写回；另一种数据库按普通表建表）；null 表示不分区。dialect 为 'mysql' 或 'postgresql'；by 是 PARTITION BY 之后的原文，如 LIST (name)、RANGE (YEAR(created_at))；count 是 MySQL HASH / KEY 分区的 PARTITIONS n（没有时为 null）；partitions[] 为 { name, bound }：PostgreSQL 的 name 是分区表名、bound 为 FOR VALUES IN ('a') / FOR VALUES FROM (…) TO (…) / DEFAULT，MySQL 的 name 是分区名、bound 为 VALUES LESS THAN (2020) / VALUES IN (1, 2)，HASH / KEY 分区为空字符串。多级分区：PostgreSQL 分区的 of 是它所属的上级分区名（null 表示直接属于本表），by 是它自己的 PARTITION BY（null 表示不再分区）；MySQL 的 subpartitionBy 是 SUBPARTITION BY 之后的原文（如 HASH (TO_DAYS(d))），subpartitionCount 是 SUBPARTITIONS n，没有时都为 null，每个分区的 subpartitions[] 是逐个列出的子分区名（未列出时为空数组）。PostgreSQL 分区的 indexes[] 是只建在该分区上的索引 { name, unique, definition }（表自己的索引覆盖所有分区，不在其中）：分区建好后写 CREATE [UNIQUE] INDEX [name] ON 分区 definition，name 为 null 时由 PostgreSQL 命名。",
    {
      liquid:
        '{% assign p = entity.partitioning %}{% if p and p.dialect == \'postgresql\' %} PARTITION BY {{ p.by }}{% for part in p.partitions %}\nCREATE TABLE "{{ part.name }}" PARTITION OF "{% if part.of %}{{ part.of }}{% else %}{{ entity.tableName }}{% endif %}" {{ part.bound }}{% if part.by %} PARTITION BY {{ part.by }}{% endif %};{% endfor %}{% endif %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.joinTables',
    '{ name, joinColumn, inverseJoinColumn, target, key, onDelete, onUpdate, inverseOnDelete, inverseOnUpdate, comment }[]',
    '本实体拥有的多对多关系的中间表（本实体为声明方）。',
    {
      liquid: '{% for jt in entity.joinTables %}CREATE TABLE {{ jt.name }};{% endfor %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.joinTables[]',
    '{ name, joinColumn, inverseJoinColumn, target, key, onDelete, onUpdate, inverseOnDelete, inverseOnUpdate, comment }',
    '一张中间表。',
    {
      liquid:
        '{% for jt in entity.joinTables %}{{ jt.name }}({{ jt.joinColumn }}, {{ jt.inverseJoinColumn }}){% endfor %}',
      given: { entity: 'Product' },
    },
  ),
  variable('entity.joinTables[].name', 'string', '中间表名。', {
    liquid: '{% for jt in entity.joinTables %}{{ jt.name }}{% endfor %}',
    given: { entity: 'Product' },
  }),
  variable('entity.joinTables[].joinColumn', 'string', '中间表中指向本实体的列。', {
    liquid: '{% for jt in entity.joinTables %}{{ jt.joinColumn }}{% endfor %}',
    given: { entity: 'Product' },
  }),
  variable('entity.joinTables[].inverseJoinColumn', 'string', '中间表中指向目标实体的列。', {
    liquid: '{% for jt in entity.joinTables %}{{ jt.inverseJoinColumn }}{% endfor %}',
    given: { entity: 'Product' },
  }),
  variable('entity.joinTables[].target', 'string', '目标实体的类名。', {
    liquid: '{% for jt in entity.joinTables %}{{ jt.target }}{% endfor %}',
    given: { entity: 'Product' },
  }),
  variable(
    'entity.joinTables[].key',
    "'primary' | 'unique' | 'none'",
    '中间表两列上的键：primary 为主键（默认），unique 为唯一键，none 为没有键（同一对可重复）。',
    {
      liquid:
        "{% for jt in entity.joinTables %}{% if jt.key == 'primary' %}PRIMARY KEY{% elsif jt.key == 'unique' %}UNIQUE{% endif %} ({{ jt.joinColumn }}, {{ jt.inverseJoinColumn }}){% endfor %}",
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.joinTables[].onDelete',
    'string | null',
    '指向本实体的外键在删除时的动作：默认 CASCADE，null 表示不写 ON DELETE（数据库默认）。',
    {
      liquid:
        '{% for jt in entity.joinTables %}{% if jt.onDelete %} ON DELETE {{ jt.onDelete }}{% endif %}{% endfor %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.joinTables[].onUpdate',
    'string | null',
    '指向本实体的外键在更新时的动作，null 表示不写 ON UPDATE。',
    {
      liquid:
        '{% for jt in entity.joinTables %}{% if jt.onUpdate %} ON UPDATE {{ jt.onUpdate }}{% endif %}{% endfor %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.joinTables[].inverseOnDelete',
    'string | null',
    '指向目标实体的外键在删除时的动作：默认 CASCADE，null 表示不写 ON DELETE（数据库默认）。',
    {
      liquid:
        '{% for jt in entity.joinTables %}{% if jt.inverseOnDelete %} ON DELETE {{ jt.inverseOnDelete }}{% endif %}{% endfor %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.joinTables[].inverseOnUpdate',
    'string | null',
    '指向目标实体的外键在更新时的动作，null 表示不写 ON UPDATE。',
    {
      liquid:
        '{% for jt in entity.joinTables %}{% if jt.inverseOnUpdate %} ON UPDATE {{ jt.inverseOnUpdate }}{% endif %}{% endfor %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.joinTables[].comment',
    'string',
    '中间表的注释：默认为「本实体显示名与目标显示名的关联」，空字符串表示没有注释。',
    {
      liquid:
        "{% for jt in entity.joinTables %}{% if jt.comment != '' %}COMMENT '{{ jt.comment }}'{% endif %}{% endfor %}",
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.joinTables[].mysqlCharset',
    '{ charset: string, collate: string | null }',
    'MySQL 中间表的默认字符集和排序规则：中间表自己的（导入时与本实体的表不同的 DEFAULT CHARSET=… COLLATE=…），没有时同本实体的表（entity.mysqlCharset）。只由 MySQL 的 DDL 写出，PostgreSQL 的编码由数据库决定。',
    {
      liquid:
        '{% for jt in entity.joinTables %} DEFAULT CHARSET={{ jt.mysqlCharset.charset }}{% if jt.mysqlCharset.collate %} COLLATE={{ jt.mysqlCharset.collate }}{% endif %}{% endfor %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.joinTables[].mysqlCharset.charset',
    'string',
    'MySQL 中间表的默认字符集，如 utf8mb4、latin1。',
    {
      liquid: '{% for jt in entity.joinTables %}DEFAULT CHARSET={{ jt.mysqlCharset.charset }}{% endfor %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.joinTables[].mysqlCharset.collate',
    'string | null',
    'MySQL 中间表的默认排序规则，如 latin1_bin；null 表示用字符集的默认排序规则。',
    {
      liquid:
        '{% for jt in entity.joinTables %}{% if jt.mysqlCharset.collate %} COLLATE={{ jt.mysqlCharset.collate }}{% endif %}{% endfor %}',
      given: { entity: 'Product' },
    },
  ),
];

const fieldOf = (field: string, entity = 'Product'): ReferenceExample['given'] => ({ entity, field });

const FIELD: ReferenceEntry[] = [
  variable('entity.fields[]', 'FieldContext', '一个字段，循环中通常写作 field。', {
    liquid:
      '{% for field in entity.fields %}{{ field.column }}{% unless field.isLast %}, {% endunless %}{% endfor %}',
    output: 'id, quantity, unit_price, order_id, product_id',
    given: { entity: 'OrderItem' },
  }),
  variable('entity.fields[].name', 'string', '属性名（camelCase）。', {
    liquid: '{{ field.name }}',
    output: 'unitPrice',
    given: fieldOf('unitPrice', 'OrderItem'),
  }),
  variable(
    'entity.fields[].column',
    'string',
    '数据库中的列名，照数据库原样：模型指定了精确列名（sqlColumn，如 createdAt、Customer Name、ORDER_NO、注册日期）时用它，否则为小写下划线列名。写进 SQL 或 ORM 映射时可能需要加引号（大小写混合、空格、连字符、中文、保留字）；不能当作代码里的标识符（变量、JSON 键、属性名请用 name 或命名过滤器）。',
    {
      liquid: '{{ field.column }}',
      output: 'unit_price',
      given: fieldOf('unitPrice', 'OrderItem'),
    },
  ),
  variable('entity.fields[].label', 'string', '中文名：显示名，否则注释，否则属性名；不会为空。', {
    liquid: '/** {{ field.label }} */',
    output: '/** 单价 */',
    given: fieldOf('unitPrice', 'OrderItem'),
  }),
  variable(
    'entity.fields[].comment',
    'string',
    '列注释在中文名之后的部分（导入的「标题（不超过200字）」为「不超过200字」）；未填写时为空字符串。',
    {
      liquid: '{{ field.comment | default: field.label }}',
      output: '单价',
      given: fieldOf('unitPrice', 'OrderItem'),
    },
  ),
  variable(
    'entity.fields[].sqlComment',
    'string',
    '建表脚本写的列注释：导入的注释原样（如「创建时刻，带时区」），否则「中文名：注释」，否则中文名；没有注释或中文名只是列名时为空字符串。',
    {
      liquid: '{{ field.sqlComment }}',
      output: '单价',
      given: fieldOf('unitPrice', 'OrderItem'),
    },
  ),
  variable('entity.fields[].type', literals(FIELD_TYPES), '字段类型（与数据库无关的逻辑类型）。', {
    liquid: '{{ field.type }}',
    output: 'decimal',
    given: fieldOf('price'),
  }),
  variable(
    'entity.fields[].length',
    'number | null',
    'string 的长度（未填写时为 255）或 binary 的字节数；其他类型为 null。',
    { liquid: '{{ field.length }}', output: '20', given: fieldOf('phone', 'Customer') },
  ),
  variable(
    'entity.fields[].fixedLength',
    'boolean',
    'string 是否为定长 CHAR(length)（否则为 VARCHAR）；binary 是否为定长 BINARY(length)（否则为 VARBINARY）。',
    {
      liquid: '{% if field.fixedLength %}CHAR{% else %}VARCHAR{% endif %}({{ field.length }})',
      output: 'VARCHAR(20)',
      given: fieldOf('phone', 'Customer'),
    },
  ),
  variable(
    'entity.fields[].precision',
    'number | null',
    'decimal 的总位数（未填写时为 10）；其他类型为 null。',
    {
      liquid: '{{ field.precision }}',
      output: '10',
      given: fieldOf('price'),
    },
  ),
  variable(
    'entity.fields[].scale',
    'number | null',
    'decimal 的小数位数（未填写时为 0）；其他类型为 null。',
    {
      liquid: 'DECIMAL({{ field.precision }},{{ field.scale }})',
      output: 'DECIMAL(10,2)',
      given: fieldOf('price'),
    },
  ),
  variable(
    'entity.fields[].unsigned',
    'boolean',
    'int / long / decimal 是否无符号（MySQL UNSIGNED，PostgreSQL 写 CHECK (列 >= 0)）。',
    {
      liquid: '{% if field.unsigned %}UNSIGNED{% else %}SIGNED{% endif %}',
      output: 'SIGNED',
      given: fieldOf('stock'),
    },
  ),
  variable(
    'entity.fields[].sqlSize',
    `${literals(SQL_SIZES)} | null`,
    'int 与 text 的 SQL 大小级别（如 tiny 对应 TINYINT / TINYTEXT）；未指定或其他类型为 null。',
    {
      liquid: "{{ field.sqlSize | default: 'normal' }}",
      output: 'normal',
      given: fieldOf('description'),
    },
  ),
  variable(
    'entity.fields[].withTimeZone',
    'boolean',
    'datetime / time 是否带时区（PostgreSQL TIMESTAMPTZ / TIMETZ）。',
    {
      liquid: '{% if field.withTimeZone %}TIMESTAMPTZ{% else %}TIMESTAMP{% endif %}',
      output: 'TIMESTAMP',
      given: fieldOf('createdAt'),
    },
  ),
  variable(
    'entity.fields[].autoIncrementStart',
    'number | null',
    '自增字段的起始值（MySQL 的 AUTO_INCREMENT=1000、PostgreSQL 的 START WITH 1000），从 1 开始时为 null。',
    {
      liquid:
        '{% for f in entity.fields %}{% if f.autoIncrementStart %} AUTO_INCREMENT={{ f.autoIncrementStart }}{% endif %}{% endfor %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.fields[].identity',
    '{ always, incrementBy, cycle }',
    '自增字段在 PostgreSQL 中的标识列选项（MySQL 没有）；非自增字段三项都是默认值。',
    {
      liquid:
        '{% if field.autoIncrement %} GENERATED {% if field.identity.always %}ALWAYS{% else %}BY DEFAULT{% endif %} AS IDENTITY{% if field.identity.incrementBy != 1 %} (INCREMENT BY {{ field.identity.incrementBy }}){% endif %}{% endif %}',
      output: ' GENERATED BY DEFAULT AS IDENTITY',
      given: fieldOf('id', 'Order'),
    },
  ),
  variable(
    'entity.fields[].identity.always',
    'boolean',
    'GENERATED ALWAYS：数据库拒绝应用写入的值（否则为 BY DEFAULT，允许写入指定值）。',
    {
      liquid: '{% if field.identity.always %}ALWAYS{% else %}BY DEFAULT{% endif %}',
      output: 'BY DEFAULT',
      given: fieldOf('id', 'Order'),
    },
  ),
  variable('entity.fields[].identity.incrementBy', 'number', '步长（INCREMENT BY），未设置时为 1。', {
    liquid: '{{ field.identity.incrementBy }}',
    output: '1',
    given: fieldOf('id', 'Order'),
  }),
  variable('entity.fields[].identity.cycle', 'boolean', 'CYCLE：到达上限后从头开始。', {
    liquid: '{% if field.identity.cycle %} CYCLE{% endif %}',
    output: '',
    given: fieldOf('id', 'Order'),
  }),
  variable(
    'entity.fields[].sharedSequence',
    'string | null',
    'PostgreSQL：自增字段与其他列共用的序列名（不带模式，如父表与继承它的子表共用的 payment_payment_id_seq）；各列按 DEFAULT nextval(…) 从同一序列取号，没有共用时为 null。',
    {
      liquid: "{% if field.sharedSequence %} DEFAULT nextval('{{ field.sharedSequence }}'){% endif %}",
      output: '',
      given: fieldOf('id', 'Order'),
    },
  ),
  variable(
    'entity.fields[].sharedSequenceSchema',
    'string | null',
    'PostgreSQL：共用序列所在的模式，不在表所在的模式时才有（如模式 a、b 的表共用 public.ids 时为 public）；否则为 null，序列建在第一个使用它的表的模式中。',
    {
      liquid: '{% if field.sharedSequenceSchema %}"{{ field.sharedSequenceSchema }}".{% endif %}',
      output: '',
      given: fieldOf('id', 'Order'),
    },
  ),
  variable(
    'entity.fields[].sharedSequenceOwner',
    'boolean',
    'PostgreSQL：该列拥有共用序列（serial 列的序列，或 ALTER SEQUENCE … OWNED BY 该列）；建表后写 OWNED BY，删除该列时序列随之删除。',
    {
      liquid: '{% if field.sharedSequenceOwner %} OWNED BY{% endif %}',
      output: '',
      given: fieldOf('id', 'Order'),
    },
  ),
  variable(
    'entity.fields[].generated',
    '{ expression, stored, dialect } | null',
    '生成列：数据库按 expression（dialect 方言的 SQL）计算，stored 为存储列（否则为读取时计算的虚拟列）；应用从不写入它。普通列为 null。',
    {
      liquid:
        '{% if field.generated %} GENERATED ALWAYS AS ({{ field.generated.expression }}){% if field.generated.stored %} STORED{% endif %}{% endif %}',
      given: fieldOf('createdAt'),
    },
  ),
  variable('entity.fields[].generated.expression', 'string', '生成列的计算表达式，按 dialect 的写法。', {
    liquid: "{{ entity.fields | where: 'generated' | map: 'name' | join: ', ' }}",
    given: { entity: 'Product' },
  }),
  variable(
    'entity.fields[].generated.stored',
    'boolean',
    '是否为存储的生成列（STORED / PERSISTENT），否则为虚拟列（VIRTUAL）。',
    {
      liquid:
        '{% for f in entity.fields %}{% if f.generated %}{{ f.generated.stored }}{% endif %}{% endfor %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.fields[].generated.dialect',
    "'mysql' | 'postgresql'",
    '表达式所用的 SQL 方言；另一种数据库的建表脚本把它写成普通列。',
    {
      liquid:
        '{% for f in entity.fields %}{% if f.generated %}{{ f.generated.dialect }}{% endif %}{% endfor %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.fields[].collation',
    "{ dialect: 'mysql' | 'postgresql', charset, collate } | null",
    '列自己的字符集（仅 MySQL）和排序规则，按 dialect 的名称；该方言的建表脚本照写（CHARACTER SET latin1 COLLATE latin1_bin、COLLATE "C"），另一种数据库用默认排序规则。charset、collate 未设置时为 null；使用表的默认值时整个为 null。',
    {
      liquid:
        "{% if field.collation.dialect == 'mysql' %}{% if field.collation.charset %} CHARACTER SET {{ field.collation.charset }}{% endif %}{% if field.collation.collate %} COLLATE {{ field.collation.collate }}{% endif %}{% endif %}",
      output: '',
      given: fieldOf('id', 'Order'),
    },
  ),
  variable(
    'entity.fields[].mysqlCharBytes',
    'number',
    'MySQL 中该列字符集（列自己的，否则为表的）每个字符最多占的字节数：utf8mb4 为 4，utf8mb3 为 3，latin1 为 1。索引键（InnoDB 最长 3072 字节）和一行的长度按它计算。',
    {
      liquid: '{{ 3072 | divided_by: field.mysqlCharBytes }}',
      output: '768',
      given: fieldOf('id', 'Order'),
    },
  ),
  variable(
    'entity.fields[].invisible',
    'boolean',
    '是否为 MySQL / MariaDB 的不可见列（INVISIBLE：SELECT * 不返回，按列名查询时照常读写）。只由 MySQL 的 DDL 写回，PostgreSQL 没有不可见列。',
    {
      liquid: '{% if field.invisible %} INVISIBLE{% endif %}',
      given: fieldOf('createdAt'),
    },
  ),
  variable(
    'entity.fields[].srid',
    'number | null',
    'MySQL 空间列（POINT、GEOMETRY 等）限定的坐标系 SRID，如 4326；没有时为 null。只由 MySQL 的 DDL 写回（MariaDB 写作 REF_SYSTEM_ID=4326）。',
    {
      liquid: '{% if field.srid != null %} SRID {{ field.srid }}{% endif %}',
      given: fieldOf('createdAt'),
    },
  ),
  variable(
    'entity.fields[].onUpdateCurrentTimestamp',
    'boolean',
    'datetime 是否在每次更新时由数据库写入当前时间（MySQL ON UPDATE CURRENT_TIMESTAMP）。',
    {
      liquid: '{% if field.onUpdateCurrentTimestamp %} ON UPDATE CURRENT_TIMESTAMP{% endif %}',
      given: fieldOf('createdAt'),
    },
  ),
  variable(
    'entity.fields[].required',
    'boolean',
    '是否必填（NOT NULL）。主键另算：即使 required 为 false，也不会映射成可空类型。',
    {
      liquid: '{{ field.name }}{% unless field.required %}?{% endunless %}: {{ field.types.ts }};',
      output: 'email?: string;',
      given: fieldOf('email', 'Customer'),
    },
  ),
  variable('entity.fields[].unique', 'boolean', '是否唯一。', {
    liquid: '{% if field.unique %}UNIQUE{% endif %}',
    output: 'UNIQUE',
    given: fieldOf('email', 'Customer'),
  }),
  variable('entity.fields[].primaryKey', 'boolean', '是否为主键（之一）。', {
    liquid: '{% if field.primaryKey %}@Id{% endif %}',
    output: '@Id',
    given: fieldOf('id'),
  }),
  variable('entity.fields[].autoIncrement', 'boolean', '是否自增。', {
    liquid: '{% if field.autoIncrement %}AUTO_INCREMENT{% endif %}',
    output: 'AUTO_INCREMENT',
    given: fieldOf('id'),
  }),
  variable(
    'entity.fields[].defaultValue',
    'string | number | boolean | null',
    '默认值，与用户填写的一致：字面量，或 CURRENT_TIMESTAMP、CURRENT_DATE、UUID 关键字；没有默认值时为 null。',
    { liquid: '{{ field.defaultValue }}', output: 'ON_SALE', given: fieldOf('status') },
  ),
  variable(
    'entity.fields[].defaultKind',
    literals(['literal', 'current_timestamp', 'current_date', 'uuid', 'expression', 'none']),
    '默认值的种类：literal 为字面量，current_timestamp / current_date / uuid 为对应关键字，expression 为数据库按表达式计算的默认值（defaultExpression，且方言与项目的数据库一致），none 为没有默认值。',
    {
      liquid:
        "{% case field.defaultKind %}{% when 'current_timestamp' %}DEFAULT CURRENT_TIMESTAMP{% when 'literal' %}DEFAULT {{ field.defaultValue }}{% endcase %}",
      output: 'DEFAULT CURRENT_TIMESTAMP',
      given: fieldOf('createdAt'),
    },
  ),
  variable(
    'entity.fields[].defaultExpression',
    '{ expression, dialect } | null',
    "数据库按表达式计算的默认值（如 now() + interval '30 days'），按 dialect 方言的写法保存：该方言的建表脚本写成 DEFAULT (expression)，另一种数据库的列没有默认值。没有时为 null。",
    {
      liquid:
        '{% if field.defaultExpression %} DEFAULT ({{ field.defaultExpression.expression }}){% endif %}',
      given: fieldOf('createdAt'),
    },
  ),
  variable(
    'entity.fields[].defaultExpression.expression',
    'string',
    '默认值表达式，按 dialect 的写法，不含最外层括号。',
    {
      liquid: "{{ entity.fields | where: 'defaultExpression' | map: 'name' | join: ', ' }}",
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.fields[].defaultExpression.dialect',
    "'mysql' | 'postgresql'",
    '默认值表达式所用的 SQL 方言；另一种数据库的建表脚本不写这个默认值。',
    {
      liquid:
        '{% for f in entity.fields %}{% if f.defaultExpression %}{{ f.defaultExpression.dialect }}{% endif %}{% endfor %}',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.fields[].mysqlDefault',
    'string | null',
    "date、datetime、time 字段的字面量默认值按 MySQL 能读的写法（ISO 格式，不带引号，如 1999-01-08 12:05:06；带时区的时间戳换算为 UTC）。PostgreSQL 能读的其他写法（'January 8, 1999'、'now()'）在 MySQL 中没有同一日期或时刻时为 null，MySQL 建表脚本不写该默认值。PostgreSQL 数组（json 字段）的字面量默认值为对应的 JSON 数组文本（'{a,b}' 为 [\"a\",\"b\"]），不是数组字面量时为 null。其他字段为 null。",
    {
      liquid:
        "{% for f in entity.fields %}{% if f.mysqlDefault %} DEFAULT {{ f.mysqlDefault | sql_string: 'mysql' }}{% endif %}{% endfor %}",
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.fields[].postgresqlDefault',
    'string | null',
    '从 PostgreSQL 导入的默认值按数据库原样的写法（如 uuid_generate_v4()、0.0、NULL::character varying），只在字段的类型和默认值仍与导入时相同时给出，PostgreSQL 建表脚本写它而不写通用写法；改过默认值或类型后、以及其他字段为 null。',
    {
      liquid:
        '{% for f in entity.fields %}{% if f.postgresqlDefault %} DEFAULT ({{ f.postgresqlDefault }}){% endif %}{% endfor %}',
      given: { entity: 'Product' },
    },
  ),
  variable('entity.fields[].enumValues', '{ value, name, label }[]', '枚举值；不是枚举的字段为空数组。', {
    liquid: "{{ field.enumValues | map: 'value' | join: ', ' }}",
    output: 'PENDING, PAID, SHIPPED, CANCELLED',
    given: fieldOf('status', 'Order'),
  }),
  variable('entity.fields[].enumValues[]', '{ value, name, label }', '一个枚举值。', {
    liquid:
      '{% for v in field.enumValues %}{{ v.name }}("{{ v.label }}"){% unless forloop.last %}, {% endunless %}{% endfor %}',
    output: 'ON_SALE("在售"), OFF_SALE("下架")',
    given: fieldOf('status'),
  }),
  variable(
    'entity.fields[].enumValues[].value',
    'string',
    '数据库中存储的值，原样（可能是 PG-13 这样的写法）。',
    {
      liquid: '{% for v in field.enumValues %}{{ v.value }} {% endfor %}',
      output: 'ON_SALE OFF_SALE ',
      given: fieldOf('status'),
    },
  ),
  variable(
    'entity.fields[].enumValues[].name',
    'string',
    '代码中可用的常量名，由存储值推导（PG-13 → PG_13，18+ → V18_），互不重复。',
    {
      liquid: "{{ field.enumValues | map: 'name' | join: ' | ' }}",
      output: 'ON_SALE | OFF_SALE',
      given: fieldOf('status'),
    },
  ),
  variable('entity.fields[].enumValues[].label', 'string | null', '中文显示名；模型中没有写时为 null。', {
    liquid: "{{ field.enumValues | map: 'label' | join: '/' }}",
    output: '在售/下架',
    given: fieldOf('status'),
  }),
  variable(
    'entity.fields[].codes',
    '{ value, label }[]',
    '列中存储的带中文名的取值，用于下拉框与标签：枚举字段为其枚举值；int、long、string 字段为从注释识别的代码（如 0正常 1停用）；没有时为空数组。',
    {
      liquid:
        '{% for c in field.codes %}{{ c.value }}={{ c.label }}{% unless forloop.last %},{% endunless %}{% endfor %}',
      output: 'ON_SALE=在售,OFF_SALE=下架',
      given: fieldOf('status'),
    },
  ),
  variable('entity.fields[].codes[]', '{ value, label }', '一个取值。', {
    liquid: "{{ field.codes | map: 'value' | join: ',' }}",
    output: 'ON_SALE,OFF_SALE',
    given: fieldOf('status'),
  }),
  variable('entity.fields[].codes[].value', 'string', '数据库中存储的值，原样（如 0、PG-13）。', {
    liquid: '{{ field.codes[0].value }}',
    output: 'ON_SALE',
    given: fieldOf('status'),
  }),
  variable('entity.fields[].codes[].label', 'string | null', '中文名；没有时为 null。', {
    liquid: '{{ field.codes[0].label }}',
    output: '在售',
    given: fieldOf('status'),
  }),
  variable(
    'entity.fields[].enumName',
    'string | null',
    '枚举类型名：<实体类名><字段名>（字段名已以实体名开头时不重复）；不是枚举时为 null。',
    {
      liquid: 'public enum {{ field.enumName }} {',
      output: 'public enum OrderStatus {',
      given: fieldOf('status', 'Order'),
    },
  ),
  variable(
    'entity.fields[].enumTypeName',
    'string | null',
    '枚举字段使用的 PostgreSQL 枚举类型名（CREATE TYPE … AS ENUM）；用 VARCHAR + CHECK 保存或不是枚举时为 null。',
    {
      liquid: '{% if field.enumTypeName %}{{ field.enumTypeName }}{% else %}VARCHAR + CHECK{% endif %}',
      output: 'VARCHAR + CHECK',
      given: fieldOf('status', 'Order'),
    },
  ),
  variable(
    'entity.fields[].enumTypeSchema',
    'string | null',
    '该 PostgreSQL 枚举类型所在的模式（不是 public 时，如 auth）；在 public 中、没有枚举类型名或不是枚举时为 null。建类型和引用类型时都要带上它，不同模式的同名类型是两个类型。',
    {
      liquid:
        '{% if field.enumTypeSchema %}"{{ field.enumTypeSchema }}".{% endif %}{{ field.enumTypeName | default: "VARCHAR" }}',
      output: 'VARCHAR',
      given: fieldOf('status', 'Order'),
    },
  ),
  variable(
    'entity.fields[].postgresqlDomain',
    '{ name, schema, sqlName, notNull, default, nullDefault } | null',
    '列的 PostgreSQL 域（CREATE DOMAIN，随 project.postgresqlTypes 创建）：name、schema（public 时为 null）与数据库保存的一致；PostgreSQL 建表脚本以 sqlName 作列类型（需要时带双引号和模式，如 year、"Email"、app.money）；notNull / default 为 true 时列的 NOT NULL / 默认值由域给出，不再写在列上（default 只在字段的默认值仍是域的默认值时为 true，改过的默认值写在列上）；nullDefault 为 true 时域有默认值而字段已没有，列写 DEFAULT NULL。字段的类型、长度和默认值是域的基础类型的，供代码和 MySQL 使用。没有域时为 null。',
    {
      liquid:
        '{% if field.postgresqlDomain %}{{ field.postgresqlDomain.sqlName }}{% else %}{{ field.types.postgresql }}{% endif %}',
      output: 'BIGINT',
      given: fieldOf('id', 'Order'),
    },
  ),
  variable(
    'entity.fields[].validation',
    '{ min, max, pattern, email }',
    '校验规则；未设置的项为 null 或 false。',
    {
      liquid: '{% if field.validation.email %}@Email{% endif %}',
      output: '@Email',
      given: fieldOf('email', 'Customer'),
    },
  ),
  variable('entity.fields[].validation.min', 'number | null', '最小值；未设置时为 null。', {
    liquid: '{% if field.validation.min != nil %}@Min({{ field.validation.min }}){% endif %}',
    output: '@Min(1)',
    given: fieldOf('quantity', 'OrderItem'),
  }),
  variable('entity.fields[].validation.max', 'number | null', '最大值；未设置时为 null。', {
    liquid: '{% if field.validation.max != nil %}@Max({{ field.validation.max }}){% endif %}',
    given: fieldOf('quantity', 'OrderItem'),
  }),
  variable('entity.fields[].validation.pattern', 'string | null', '正则表达式；未设置时为 null。', {
    liquid: '{{ field.validation.pattern }}',
    output: '^1[3-9]\\d{9}$',
    given: fieldOf('phone', 'Customer'),
  }),
  variable('entity.fields[].validation.email', 'boolean', '是否须为邮箱格式。', {
    liquid: '{{ field.validation.email }}',
    output: 'true',
    given: fieldOf('email', 'Customer'),
  }),
  variable(
    'entity.fields[].names',
    'Names',
    `属性名的各种写法（${NAMES}）。`,
    {
      liquid: 'get{{ field.names.pascal }}() / {{ field.names.constant }}',
      output: 'getUnitPrice() / UNIT_PRICE',
      given: fieldOf('unitPrice', 'OrderItem'),
    },
    'entity.names',
  ),
  variable(
    'entity.fields[].types',
    '{ java, ts, go, python, mysql, postgresql }',
    '各目标语言与数据库中的类型，已带长度与精度；非必填字段在 Go（*T）和 Python（Optional[...]）中为可空类型。',
    {
      liquid: '{{ field.types.java }} / {{ field.types.mysql }}',
      output: 'BigDecimal / DECIMAL(10,2)',
      given: fieldOf('price'),
    },
  ),
  variable(
    'entity.fields[].types.java',
    'string',
    'Java 类型：带时区的日期时间为 OffsetDateTime / OffsetTime，json 为 Jackson 的 JsonNode，枚举为枚举类型名；所需的 import 见 imports.java。',
    {
      liquid: 'private {{ field.types.java }} {{ field.name }};',
      output: 'private BigDecimal price;',
      given: fieldOf('price'),
    },
  ),
  variable('entity.fields[].types.ts', 'string', 'TypeScript 类型；枚举为字面量联合类型。', {
    liquid: '{{ field.types.ts }}',
    output: "'PENDING' | 'PAID' | 'SHIPPED' | 'CANCELLED'",
    given: fieldOf('status', 'Order'),
  }),
  variable('entity.fields[].types.go', 'string', 'Go 类型；非必填字段为指针。', {
    liquid: '{{ field.types.go }}',
    output: '*time.Time',
    given: fieldOf('paidAt', 'Order'),
  }),
  variable('entity.fields[].types.python', 'string', 'Python 类型注解；非必填字段为 Optional[...]。', {
    liquid: '{{ field.types.python }}',
    output: 'Optional[datetime]',
    given: fieldOf('paidAt', 'Order'),
  }),
  variable('entity.fields[].types.mysql', 'string', 'MySQL 列类型。', {
    liquid: '{{ field.types.mysql }}',
    output: "ENUM('ON_SALE','OFF_SALE')",
    given: fieldOf('status'),
  }),
  variable(
    'entity.fields[].types.postgresql',
    'string',
    'PostgreSQL 列类型；自增主键仍为 BIGINT / INTEGER（DDL 另加 GENERATED BY DEFAULT AS IDENTITY）。',
    { liquid: '{{ field.types.postgresql }}', output: 'NUMERIC(10,2)', given: fieldOf('price') },
  ),
  variable(
    'entity.fields[].ident',
    '{ java, ts, go, goVar, python, pythonModule }',
    '字段名作为各语言标识符的安全写法：与保留字或框架方法同名时加后缀（如 class_、metadata_、TableNameField）。go 为导出的结构体字段名，goVar 为局部变量名。',
    {
      liquid: '{{ field.ident.java }} / {{ field.ident.go }} / {{ field.ident.python }}',
      output: 'unitPrice / UnitPrice / unit_price',
      given: fieldOf('unitPrice', 'OrderItem'),
    },
  ),
  variable('entity.fields[].ident.java', 'string', 'Java 字段、参数或变量名。', {
    liquid: 'private {{ field.types.java }} {{ field.ident.java }};',
    output: 'private BigDecimal unitPrice;',
    given: fieldOf('unitPrice', 'OrderItem'),
  }),
  variable('entity.fields[].ident.ts', 'string', 'TypeScript 变量或参数名（对象属性仍可直接用 name）。', {
    liquid: 'const {{ field.ident.ts }} = row.{{ field.name }};',
    output: 'const unitPrice = row.unitPrice;',
    given: fieldOf('unitPrice', 'OrderItem'),
  }),
  variable(
    'entity.fields[].ident.go',
    'string',
    'Go 导出的结构体字段名，避开 GORM 的模型方法（TableName、BeforeCreate 等）。',
    {
      liquid: '{{ field.ident.go }} {{ field.types.go }}',
      output: 'UnitPrice float64',
      given: fieldOf('unitPrice', 'OrderItem'),
    },
  ),
  variable(
    'entity.fields[].ident.goVar',
    'string',
    'Go 局部变量或参数名，避开关键字与预声明标识符（如 type_、len_）。',
    {
      liquid: '{{ field.ident.goVar }}',
      output: 'unitPrice',
      given: fieldOf('unitPrice', 'OrderItem'),
    },
  ),
  variable(
    'entity.fields[].ident.python',
    'string',
    'Python 属性、参数或模块名，避开关键字与 SQLAlchemy / pydantic 自有的属性（如 metadata_、json_）。',
    {
      liquid: '{{ field.ident.python }}: {{ field.types.python }}',
      output: 'unit_price: Decimal',
      given: fieldOf('unitPrice', 'OrderItem'),
    },
  ),
  variable(
    'entity.fields[].ident.pythonModule',
    'string',
    'Python 模块（文件）名：snake_case，避开关键字与 base（模型目录里声明基类的模块）；实体的 entity.ident.pythonModule 最常用。',
    {
      liquid: 'from app.models.{{ entity.ident.pythonModule }} import {{ entity.className }}',
      output: 'from app.models.order_item import OrderItem',
      given: { entity: 'OrderItem' },
    },
  ),
  variable(
    'entity.fields[].literals',
    '{ java, ts, go, python, sql } | null',
    '默认值在各语言中的字面量（已加引号与转义，枚举写成常量）；没有默认值、默认值为 CURRENT_TIMESTAMP 等关键字或该类型没有字面量时为 null。',
    {
      liquid: '{{ field.literals.java }} / {{ field.literals.python }}',
      output: 'ProductStatus.ON_SALE / ProductStatus.ON_SALE',
      given: fieldOf('status'),
    },
  ),
  variable(
    'entity.fields[].literals.java',
    'string',
    'Java 字面量，如 0、5L、new BigDecimal("1.50")、Status.ACTIVE。',
    {
      liquid: 'private {{ field.types.java }} {{ field.name }} = {{ field.literals.java }};',
      output: 'private Integer stock = 0;',
      given: fieldOf('stock'),
    },
  ),
  variable('entity.fields[].literals.ts', 'string', 'TypeScript 字面量（枚举为其存储值的字符串）。', {
    liquid: '{{ field.name }}: {{ field.literals.ts }}',
    output: 'status: "ON_SALE"',
    given: fieldOf('status'),
  }),
  variable('entity.fields[].literals.go', 'string', 'Go 字面量（枚举为常量名）。', {
    liquid: '{{ field.literals.go }}',
    output: 'ProductStatusOnSale',
    given: fieldOf('status'),
  }),
  variable(
    'entity.fields[].literals.python',
    'string',
    'Python 字面量，如 True、Decimal("1.50")、Status.ACTIVE。',
    {
      liquid: '{{ field.literals.python }}',
      output: 'False',
      given: fieldOf('vip', 'Customer'),
    },
  ),
  variable('entity.fields[].literals.sql', 'string', 'SQL 字面量。', {
    liquid: 'DEFAULT {{ field.literals.sql }}',
    output: "DEFAULT 'ON_SALE'",
    given: fieldOf('status'),
  }),
  variable(
    'entity.fields[].role',
    literals(FIELD_ROLES),
    '字段在生成的应用中的角色：DATA 普通数据；AUDIT 审计（创建 / 更新的时间与操作人，由后端填写）；LOGICAL_DELETE 逻辑删除标记；SECRET 保密（只写不读，如密码）。模型未指定时按列名与类型推导，可在设计器中修改。',
    { liquid: '{{ field.role }}', output: 'AUDIT', given: fieldOf('createdAt') },
  ),
  variable(
    'entity.fields[].audit',
    "'CREATED_AT' | 'CREATED_BY' | 'UPDATED_AT' | 'UPDATED_BY' | null",
    '审计字段是哪一种；其他角色为 null。',
    { liquid: '{{ field.audit }}', output: 'CREATED_AT', given: fieldOf('createdAt') },
  ),
  variable(
    'entity.fields[].search',
    "'EQ' | 'LIKE' | 'RANGE' | null",
    '列表页如何按它查询：等于、包含（字符串）、范围（日期与数字）；null 为不作查询条件。',
    { liquid: '{{ field.search }}', output: 'LIKE', given: fieldOf('name') },
  ),
  variable(
    'entity.fields[].inList',
    'boolean',
    '是否为列表页的一列（保密、逻辑删除和大文本字段默认不显示）。',
    {
      liquid: '{{ field.inList }}',
      output: 'false',
      given: fieldOf('description'),
    },
  ),
  variable('entity.fields[].inForm', 'boolean', '是否为表单输入项与写入 DTO 的字段。', {
    liquid: '{{ field.inForm }}',
    output: 'false',
    given: fieldOf('createdAt'),
  }),
  variable(
    'entity.fields[].writeOnly',
    'boolean',
    '只写不读（SECRET）：可以在新增和修改时提交，永不出现在应答、列表与查询中。',
    {
      liquid: '{% unless field.writeOnly %}{{ field.name }}{% endunless %}',
      output: 'name',
      given: fieldOf('name'),
    },
  ),
  variable(
    'entity.fields[].readOnly',
    'boolean',
    '由数据库或后端填写（自增或 UUID 主键、其他自增列、审计字段、更新时自动写入的时间、生成列），不接受请求中的值。',
    {
      liquid: '{{ field.readOnly }}',
      output: 'true',
      given: fieldOf('id'),
    },
  ),
  variable(
    'entity.fields[].requiredOnCreate',
    'boolean',
    '新增时必须提交：必填、在表单中、没有默认值且不是自动生成的。',
    {
      liquid: "{{ entity.formFields | where: 'requiredOnCreate' | map: 'name' | join: ', ' }}",
      output: 'name, price, categoryId',
      given: { entity: 'Product' },
    },
  ),
  variable('entity.fields[].isForeignKey', 'boolean', '是否为多对一 / 一对一关系在本实体生成的外键字段。', {
    liquid: "{{ entity.fields | where: 'isForeignKey' | map: 'name' | join: ', ' }}",
    output: 'orderId, productId',
    given: { entity: 'OrderItem' },
  }),
  variable(
    'entity.fields[].reference',
    '{ className, names, path, valueField, labelField } | null',
    '外键指向的实体（目标为单一主键时），前端据此加载下拉选项并显示名称；否则为 null。',
    {
      liquid:
        '{% for f in entity.fields %}{% if f.reference %}{{ f.name }} → {{ f.reference.className }}{% endif %}{% endfor %}',
      output: 'categoryId → Category',
      given: { entity: 'Product' },
    },
  ),
  variable('entity.fields[].reference.className', 'string', '目标实体的类名。', {
    liquid: "{{ entity.fields | where: 'reference' | map: 'reference' | map: 'className' | join: ', ' }}",
    output: 'Category',
    given: { entity: 'Product' },
  }),
  variable(
    'entity.fields[].reference.names',
    'Names',
    '目标实体类名的各种写法（同 entity.names）。',
    {
      liquid:
        "{{ entity.fields | where: 'reference' | map: 'reference' | map: 'names' | map: 'plural' | map: 'camel' | join: ', ' }}",
      output: 'categories',
      given: { entity: 'Product' },
    },
    'entity.names',
  ),
  variable(
    'entity.fields[].reference.path',
    'string',
    '目标实体的接口路径（project.api.basePath + 复数 kebab）。',
    {
      liquid: "{{ entity.fields | where: 'reference' | map: 'reference' | map: 'path' | join: ', ' }}",
      output: '/api/categories',
      given: { entity: 'Product' },
    },
  ),
  variable('entity.fields[].reference.valueField', 'string', '目标实体主键的字段名：外键存的值。', {
    liquid: "{{ entity.fields | where: 'reference' | map: 'reference' | map: 'valueField' | join: ', ' }}",
    output: 'id',
    given: { entity: 'Product' },
  }),
  variable(
    'entity.fields[].reference.labelField',
    'string',
    '目标实体 displayField 的字段名：下拉框与列表显示的内容。',
    {
      liquid: "{{ entity.fields | where: 'reference' | map: 'reference' | map: 'labelField' | join: ', ' }}",
      output: 'name',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.fields[].widget',
    "'reference' | 'codes' | 'secret' | 'int' | 'decimal' | 'string' | 'text' | 'boolean' | 'date' | 'datetime' | 'time' | 'json' | 'binary'",
    '新增 / 编辑表单用哪种输入：外键为 reference（下拉选目标行），有取值列表的为 codes（下拉选标签），密码类为 secret，其余按类型（int 与 long 为 int，uuid 为 string）。',
    {
      liquid: '{% for f in entity.formFields %}{{ f.name }}:{{ f.widget }} {% endfor %}',
      output: 'name:string price:decimal stock:int status:codes description:text categoryId:reference ',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.fields[].searchWidget',
    "'like' | 'date-range' | 'time-range' | 'number-range' | 'date' | 'time' | 'reference' | 'codes' | 'flag' | 'number' | 'text' | null",
    '查询表单怎样问这个条件（也决定怎样传给后端：区间为 <字段>Begin / <字段>End）；列表不按它查询时为 null。',
    {
      liquid: '{% for f in entity.searchFields %}{{ f.name }}:{{ f.searchWidget }} {% endfor %}',
      output: 'orderNo:like status:codes remark:like createdAt:date-range customerId:reference ',
      given: { entity: 'Order' },
    },
  ),
  variable(
    'entity.fields[].wireFormat',
    "'date' | 'datetime' | 'zonedDatetime' | 'time' | 'zonedTime' | null",
    '日期、时间在接口上的格式名（见 project.api.formats；带时区的为 ISO 8601 带偏移）；其他类型为 null。',
    {
      liquid: '{{ field.wireFormat }} → {{ project.api.formats[field.wireFormat].pattern }}',
      output: 'datetime → yyyy-MM-dd HH:mm:ss',
      given: fieldOf('paidAt', 'Order'),
    },
  ),
  variable(
    'entity.fields[].codesName',
    'string | null',
    '取值列表（codes）的类型名：枚举为其枚举名，其余为 <实体><字段>；没有取值列表时为 null。',
    {
      liquid: '{{ field.codesName }}',
      output: 'OrderStatus',
      given: fieldOf('status', 'Order'),
    },
  ),
  variable(
    'entity.fields[].array',
    "{ element: 'int' | 'decimal' | 'boolean' | 'text', enumType: { name, schema, values } | null } | null",
    '以 PostgreSQL 一维数组（TEXT[]、INTEGER[] 等）存储的 json 字段：element 为数组元素的种类（整数、小数、布尔，其余如文本、日期为 text）；enumType 为 PostgreSQL 枚举类型的数组（如 shade[]）所用的枚举类型（名称、模式（public 中为 null）、取值），其他数组为 null；其他字段为 null。',
    {
      liquid:
        '{% if field.array %}List<{{ field.array.element }}>{% else %}{{ field.types.java }}{% endif %}',
      output: 'BigDecimal',
      given: fieldOf('price'),
    },
  ),
  variable('entity.fields[].imports', '{ java }', 'types.<语言> 需要的 import；不需要时为空字符串。', {
    liquid: '{% if field.imports.java != "" %}import {{ field.imports.java }};{% endif %}',
    output: 'import java.math.BigDecimal;',
    given: fieldOf('price'),
  }),
  variable(
    'entity.fields[].imports.java',
    'string',
    'types.java 需要 import 的完整类名（java.math.BigDecimal、java.time.LocalDateTime、com.fasterxml.jackson.databind.JsonNode）；java.lang、byte[] 与枚举为空（枚举的包由模板集自己决定）。',
    {
      liquid: "{{ entity.fields | map: 'imports' | map: 'java' | uniq | join: ' ' | strip }}",
      output: 'java.math.BigDecimal java.time.LocalDateTime',
      given: { entity: 'Order' },
    },
  ),
  variable(
    'entity.fields[].maxLength',
    'number | null',
    '字符串与长文本最多可输入的字符数：长度与校验上限中较小的一个；没有限制或不是文本时为 null。',
    {
      liquid: '{% if field.maxLength %}maxLength={{ field.maxLength }}{% endif %}',
      output: 'maxLength=128',
      given: fieldOf('name'),
    },
  ),
  variable(
    'entity.fields[].minValue',
    'number | null',
    '整数与小数的最小值：校验下限，没有时无符号列为 0；其余为 null。',
    {
      liquid: '{% if field.minValue != null %}min={{ field.minValue }}{% endif %}',
      output: 'min=0',
      given: fieldOf('price'),
    },
  ),
  variable(
    'entity.fields[].isLast',
    'boolean',
    '是否为所在列表的最后一项（fields、editableFields、primaryKeys 等各自计算），常用于省略最后的逗号。',
    {
      liquid:
        '{% for field in entity.primaryKeys %}{{ field.column }}{% unless field.isLast %}, {% endunless %}{% endfor %}',
      output: 'id',
      given: { entity: 'OrderItem' },
    },
  ),
];

const relationOf = (relation: string, entity = 'Order'): ReferenceExample['given'] => ({ entity, relation });

const RELATION: ReferenceEntry[] = [
  variable('entity.relations[]', 'RelationContext', '一个关系（从本实体一侧看），循环中通常写作 relation。', {
    liquid:
      '{% for relation in entity.relations %}{{ relation.name }} → {{ relation.target.className }}{% unless forloop.last %}; {% endunless %}{% endfor %}',
    output: 'product → Product; order → Order',
    given: { entity: 'OrderItem' },
  }),
  variable('entity.relations[].name', 'string', '本实体上的属性名。', {
    liquid: '{{ relation.name }}',
    output: 'items',
    given: relationOf('items'),
  }),
  variable(
    'entity.relations[].names',
    'Names',
    `属性名的各种写法（${NAMES}）。`,
    { liquid: 'get{{ relation.names.pascal }}()', output: 'getItems()', given: relationOf('items') },
    'entity.names',
  ),
  variable(
    'entity.relations[].kind',
    literals(RELATION_KINDS),
    '从本实体看的关系类型：MANY_TO_ONE 的另一侧是 ONE_TO_MANY。',
    { liquid: '{{ relation.kind }}', output: 'ONE_TO_MANY', given: relationOf('items') },
  ),
  variable('entity.relations[].owner', 'boolean', '本侧是否为声明关系的一侧（持有外键或中间表）。', {
    liquid: '{{ relation.owner }}',
    output: 'false',
    given: relationOf('order', 'OrderItem'),
  }),
  variable(
    'entity.relations[].target',
    '{ className, tableName, names, ident, idField }',
    '关系另一端的实体。',
    {
      liquid: '{{ relation.target.className }}（{{ relation.target.tableName }}）',
      output: 'OrderItem（order_item）',
      given: relationOf('items'),
    },
  ),
  variable('entity.relations[].target.className', 'string', '另一端实体的类名。', {
    liquid: 'List<{{ relation.target.className }}>',
    output: 'List<OrderItem>',
    given: relationOf('items'),
  }),
  variable('entity.relations[].target.tableName', 'string', '另一端实体在数据库中的表名（已带前缀）。', {
    liquid: 'REFERENCES {{ relation.target.tableName }}',
    output: 'REFERENCES customer',
    given: relationOf('customer'),
  }),
  variable(
    'entity.relations[].target.names',
    'Names',
    `另一端实体类名的各种写法（${NAMES}）。`,
    { liquid: '{{ relation.target.names.plural.camel }}', output: 'orderItems', given: relationOf('items') },
    'entity.names',
  ),
  variable(
    'entity.relations[].target.ident',
    '{ java, ts, go, goVar, python, pythonModule }',
    '另一端实体类名作为各语言标识符的安全写法（同 entity.ident）。',
    {
      liquid:
        'from app.models.{{ relation.target.ident.pythonModule }} import {{ relation.target.className }}',
      output: 'from app.models.order_item import OrderItem',
      given: relationOf('items'),
    },
    'entity.fields[].ident',
  ),
  variable(
    'entity.relations[].target.idField',
    'FieldContext | null',
    '另一端实体的单一主键字段（外键或中间表列引用它）；没有主键或为复合主键时为 null（键与 entity.fields[] 相同）。',
    { liquid: '{{ relation.target.idField.types.java }}', output: 'Long', given: relationOf('customer') },
    'entity.fields[]',
  ),
  variable('entity.relations[].inverseName', 'string | null', '另一端的属性名；单向关系为 null。', {
    liquid: '{{ relation.inverseName }}',
    output: 'order',
    given: relationOf('items'),
  }),
  variable(
    'entity.relations[].joinField',
    'FieldContext | null',
    '外键字段，位于持有外键的一侧：多对一 / 一对一声明方为本实体的字段，一对多为目标实体的字段；多对多为 null（键与 entity.fields[] 相同）。',
    { liquid: '{{ relation.joinField.column }}', output: 'order_id', given: relationOf('items') },
    'entity.fields[]',
  ),
  variable(
    'entity.relations[].joinTable',
    '{ name, joinColumn, inverseJoinColumn } | null',
    '多对多关系的中间表（从本侧看：joinColumn 指向本实体）；其他关系为 null。',
    {
      liquid: '{% if relation.joinTable %}@JoinTable(name = "{{ relation.joinTable.name }}"){% endif %}',
      given: relationOf('items'),
    },
  ),
  variable('entity.relations[].joinTable.name', 'string', '中间表名。', {
    liquid: '{% if relation.joinTable %}{{ relation.joinTable.name }}{% endif %}',
    given: relationOf('items'),
  }),
  variable('entity.relations[].joinTable.joinColumn', 'string', '中间表中指向本实体的列。', {
    liquid: '{% if relation.joinTable %}{{ relation.joinTable.joinColumn }}{% endif %}',
    given: relationOf('items'),
  }),
  variable('entity.relations[].joinTable.inverseJoinColumn', 'string', '中间表中指向另一端实体的列。', {
    liquid: '{% if relation.joinTable %}{{ relation.joinTable.inverseJoinColumn }}{% endif %}',
    given: relationOf('items'),
  }),
  variable('entity.relations[].required', 'boolean', '声明方是否必填（外键非空）；非声明一侧总为 false。', {
    liquid: '@ManyToOne(optional = {% if relation.required %}false{% else %}true{% endif %})',
    output: '@ManyToOne(optional = false)',
    given: relationOf('product', 'OrderItem'),
  }),
  variable(
    'entity.relations[].onDelete',
    `${literals(FOREIGN_KEY_ACTIONS)} | null`,
    '删除被引用行时外键的动作（两侧相同）；null 为数据库默认（NO ACTION）。',
    {
      liquid: '{% if relation.onDelete %} ON DELETE {{ relation.onDelete }}{% endif %}',
      given: relationOf('product', 'OrderItem'),
    },
  ),
  variable(
    'entity.relations[].onUpdate',
    `${literals(FOREIGN_KEY_ACTIONS)} | null`,
    '更新被引用键时外键的动作（两侧相同）；null 为数据库默认（NO ACTION）。',
    {
      liquid: '{% if relation.onUpdate %} ON UPDATE {{ relation.onUpdate }}{% endif %}',
      given: relationOf('product', 'OrderItem'),
    },
  ),
  variable(
    'entity.relations[].deferrable',
    "'immediate' | 'deferred' | null",
    "PostgreSQL 外键的 DEFERRABLE：'immediate' 为 DEFERRABLE INITIALLY IMMEDIATE，'deferred' 为 INITIALLY DEFERRED（事务提交时才检查，Django 的写法）；null 为不可延迟（NOT DEFERRABLE）。MySQL 总是立即检查。",
    {
      liquid:
        '{% if relation.deferrable %} DEFERRABLE INITIALLY {{ relation.deferrable | upcase }}{% endif %}',
      given: relationOf('product', 'OrderItem'),
    },
  ),
  variable(
    'entity.relations[].match',
    "'full' | null",
    'PostgreSQL 外键的 MATCH FULL（多列外键部分为空时拒绝，而不是不检查）；null 为默认的 MATCH SIMPLE。',
    {
      liquid: "{% if relation.match == 'full' %} MATCH FULL{% endif %}",
      given: relationOf('product', 'OrderItem'),
    },
  ),
  variable(
    'entity.relations[].notValid',
    'boolean',
    'PostgreSQL 外键的 NOT VALID：只检查新写入的行，表中已有的行不检查。',
    {
      liquid: '{% if relation.notValid %} NOT VALID{% endif %}',
      given: relationOf('product', 'OrderItem'),
    },
  ),
  variable(
    'entity.relations[].label',
    'string',
    '中文名：声明方为关系的显示名，否则目标实体的中文名；另一侧为声明方实体的中文名。',
    { liquid: '{{ relation.label }}', output: '订单', given: relationOf('order', 'OrderItem') },
  ),
  variable('entity.relations[].many', 'boolean', '本侧是否为集合（ONE_TO_MANY、MANY_TO_MANY）。', {
    liquid:
      '{% if relation.many %}List<{{ relation.target.className }}>{% else %}{{ relation.target.className }}{% endif %}',
    output: 'List<OrderItem>',
    given: relationOf('items'),
  }),
];

const indexOf = (index: string): ReferenceExample['given'] => ({ entity: 'Product', index });

const INDEX: ReferenceEntry[] = [
  variable('entity.indexes[]', 'IndexContext', '一个索引，循环中通常写作 index。', {
    liquid:
      "{% for index in entity.indexes %}{% if index.unique %}UNIQUE {% endif %}INDEX {{ index.name }} ({{ index.columns | join: ', ' }}){% endfor %}",
    output: 'INDEX idx_product_name (name)',
    given: { entity: 'Product' },
  }),
  variable('entity.indexes[].name', 'string', '索引名。', {
    liquid: '{{ index.name }}',
    output: 'idx_product_name',
    given: indexOf('idx_product_name'),
  }),
  variable(
    'entity.indexes[].postgresqlName',
    'string',
    'PostgreSQL 的 DDL 写出的索引名：索引名不超过 63 个字节（PostgreSQL 的上限，一个汉字占 3 个字节）时同 name；更长时（MySQL 项目的索引名可达 64 个字符）取能放下的开头，接 _ 和由整个名字算出的 8 位十六进制数，同一张表内不重复（不区分大小写）。',
    {
      liquid: '{{ index.postgresqlName }}',
      output: 'idx_product_name',
      given: indexOf('idx_product_name'),
    },
  ),
  variable(
    'entity.indexes[].postgresqlNameWithTable',
    'string',
    'PostgreSQL 的索引名在一个模式内不能重复：同一模式中更早的表已用了这个索引名时，PostgreSQL 的 DDL 改用“表名_索引名”；超过 63 个字节时按 postgresqlName 的规则缩短（按字节截断，接由整个名字算出的 8 位十六进制数）。',
    {
      liquid: '{{ index.postgresqlNameWithTable }}',
      output: 'product_idx_product_name',
      given: indexOf('idx_product_name'),
    },
  ),
  variable('entity.indexes[].unique', 'boolean', '是否为唯一索引。', {
    liquid: '{% if index.unique %}UNIQUE KEY{% else %}KEY{% endif %}',
    output: 'KEY',
    given: indexOf('idx_product_name'),
  }),
  variable(
    'entity.indexes[].primary',
    'boolean',
    '是否为表的主键索引：实体的标识字段是虚拟主键（数据库中的主键含长文本、JSON、不限长度的二进制列，或按前缀建立）时，真正的 PRIMARY KEY 保存为这个索引。建表脚本把它写成 PRIMARY KEY，不再另建索引；生成的代码仍以标识字段区分行。',
    {
      liquid: '{% if index.primary %}PRIMARY KEY{% elsif index.unique %}UNIQUE KEY{% else %}KEY{% endif %}',
      output: 'KEY',
      given: indexOf('idx_product_name'),
    },
  ),
  variable(
    'entity.indexes[].fields',
    'FieldContext[]',
    `索引的字段，按索引中的顺序（${SAME_FIELD}）。`,
    {
      liquid: "{{ index.fields | map: 'name' | join: ', ' }}",
      output: 'name',
      given: indexOf('idx_product_name'),
    },
    'entity.fields',
  ),
  variable('entity.indexes[].columns', 'string[]', '索引的列名，按索引中的顺序。', {
    liquid: "{{ index.columns | join: ', ' }}",
    output: 'name',
    given: indexOf('idx_product_name'),
  }),
  variable(
    'entity.indexes[].expressions',
    '(string | null)[]',
    'PostgreSQL 表达式索引每个键的表达式（如 lower((name)::text)），普通字段为 null；MySQL 按字段本身建索引。',
    {
      liquid:
        '{% for e in index.expressions %}{% if e %}({{ e }}){% else %}{{ index.columns[forloop.index0] }}{% endif %}{% endfor %}',
      output: 'name',
      given: indexOf('idx_product_name'),
    },
  ),
  variable(
    'entity.indexes[].expressionsDialect',
    "'postgresql' | 'mysql' | null",
    '索引表达式所属的方言：postgresql；mysql（MySQL 8 的函数索引，如 (lower(email))，MySQL 建表脚本原样写出，PostgreSQL 建表脚本不建该索引）；没有表达式的索引为 null。',
    {
      liquid: "{% if index.expressionsDialect == 'mysql' %}MySQL{% else %}-{% endif %}",
      output: '-',
      given: indexOf('idx_product_name'),
    },
  ),
  variable(
    'entity.indexes[].where',
    'string | null',
    'PostgreSQL 部分索引的条件（WHERE 之后的部分，列用 SQL 名），只索引满足条件的行；普通索引为 null。MySQL 没有部分索引：按整表建立，唯一的部分索引建为普通索引。',
    {
      liquid: '{% if index.where %} WHERE {{ index.where }}{% endif %}',
      output: '',
      given: indexOf('idx_product_name'),
    },
  ),
  variable(
    'entity.indexes[].prefixLengths',
    '(number | null)[]',
    'MySQL 前缀索引每列的前缀长度（文本按字符、二进制按字节），整列为 null；PostgreSQL 以 left(列, n) 表达式索引同样的前缀。',
    {
      liquid:
        '{% for c in index.columns %}{{ c }}{% if index.prefixLengths[forloop.index0] %}({{ index.prefixLengths[forloop.index0] }}){% endif %}{% endfor %}',
      output: 'name',
      given: indexOf('idx_product_name'),
    },
  ),
  variable(
    'entity.indexes[].descending',
    'boolean[]',
    '索引每列是否降序（DESC），按索引中的顺序；升序为 false。MySQL 8 与 MariaDB 10.8+ 按降序建立。',
    {
      liquid:
        '{% for c in index.columns %}{{ c }}{% if index.descending[forloop.index0] %} DESC{% endif %}{% endfor %}',
      output: 'name',
      given: indexOf('idx_product_name'),
    },
  ),
  variable(
    'entity.indexes[].nullsOrder',
    "('first' | 'last' | null)[]",
    'PostgreSQL 索引每列空值的位置与该列排序方向的默认不同时为 first 或 last（写作 NULLS FIRST / NULLS LAST；升序默认空值在后，降序默认在前），默认为 null。只由 PostgreSQL 的 DDL 写回，MySQL 没有这种写法。',
    {
      liquid:
        '{% for c in index.columns %}{{ c }}{% if index.nullsOrder[forloop.index0] %} NULLS {{ index.nullsOrder[forloop.index0] | upcase }}{% endif %}{% endfor %}',
      output: 'name',
      given: indexOf('idx_product_name'),
    },
  ),
  variable(
    'entity.indexes[].mysqlPrefixLengths',
    '(number | null)[]',
    'MySQL 建索引时每列的前缀长度：prefixLengths 之外，MySQL 不能整列索引的 TEXT / BLOB 列也有一个前缀，使整个键不超过 InnoDB 的 3072 字节（utf8mb4 每字符按 4 字节计；唯一索引取能容纳的最长前缀，普通索引至多 255）；整列为 null。',
    {
      liquid:
        '{% for c in index.columns %}`{{ c }}`{% if index.mysqlPrefixLengths[forloop.index0] %}({{ index.mysqlPrefixLengths[forloop.index0] }}){% endif %}{% endfor %}',
      output: '`name`',
      given: indexOf('idx_product_name'),
    },
  ),
  variable(
    'entity.indexes[].mysqlIndexable',
    'boolean',
    'MySQL 能否建立这个索引：含 JSON 列时为 false（MySQL 不能为 JSON 列建索引），GIN、GiST、SP-GiST 索引也为 false（MySQL 没有这些索引），MySQL 建表脚本略去它。',
    {
      liquid: "{% assign indexes = entity.indexes | where: 'mysqlIndexable', true %}{{ indexes.size }}",
      output: '1',
      given: { entity: 'Product' },
    },
  ),
  variable(
    'entity.indexes[].method',
    'string | null',
    '索引方法，普通 B-tree 索引为 null：PostgreSQL 的 hash、gin、gist、spgist、brin，MySQL 的 fulltext（全文）、spatial（空间）。PostgreSQL 写作 USING gin，MySQL 写作 FULLTEXT KEY；另一种数据库建最接近的索引或略去。',
    {
      liquid: '{% if index.method %} USING {{ index.method }}{% else %}B-tree{% endif %}',
      output: 'B-tree',
      given: indexOf('idx_product_name'),
    },
  ),
  variable(
    'entity.indexes[].opclasses',
    '(string | null)[]',
    'PostgreSQL 索引每列的运算符类（如 gin_trgm_ops、text_pattern_ops），按索引中的顺序；默认运算符类为 null。MySQL 没有运算符类。',
    {
      liquid:
        '{% for c in index.columns %}{{ c }}{% if index.opclasses[forloop.index0] %} {{ index.opclasses[forloop.index0] }}{% endif %}{% endfor %}',
      output: 'name',
      given: indexOf('idx_product_name'),
    },
  ),
  variable(
    'entity.indexes[].collations',
    '(string | null)[]',
    'PostgreSQL 索引每列自己的排序规则（如 "C"，写作 name COLLATE "C"），按索引中的顺序；沿用列自身排序规则的为 null。只由 PostgreSQL 的 DDL 写回，MySQL 的索引列没有自己的排序规则。',
    {
      liquid:
        '{% for c in index.columns %}{{ c }}{% if index.collations[forloop.index0] %} COLLATE {{ index.collations[forloop.index0] }}{% endif %}{% endfor %}',
      output: 'name',
      given: indexOf('idx_product_name'),
    },
  ),
  variable(
    'entity.indexes[].include',
    'string[]',
    'PostgreSQL 覆盖索引 INCLUDE (…) 中的列名：存入索引但不参与排序和唯一性；没有时为空数组。MySQL 没有 INCLUDE。',
    {
      liquid: "{% if index.include.size > 0 %} INCLUDE ({{ index.include | join: ', ' }}){% endif %}",
      output: '',
      given: indexOf('idx_product_name'),
    },
  ),
  variable(
    'entity.indexes[].nullsNotDistinct',
    'boolean',
    'PostgreSQL 15+ 的唯一索引是否写 NULLS NOT DISTINCT：为 true 时空值也算重复，键为空的行最多一行；普通索引和未写时为 false。MySQL 没有这种写法（唯一索引允许多个空值）。',
    {
      liquid: '{% if index.nullsNotDistinct %} NULLS NOT DISTINCT{% endif %}',
      output: '',
      given: indexOf('idx_product_name'),
    },
  ),
  variable(
    'entity.indexes[].mysqlUsingHash',
    'boolean',
    'MariaDB 的哈希唯一键（UNIQUE … USING HASH）：为 true 时 MySQL 的 DDL 在脚本最后以 ALTER TABLE … ADD UNIQUE KEY … USING HASH 添加（MariaDB 会把之后再改动的表中的这种键改建为 B-tree），MariaDB 按哈希建立唯一键（不能被外键引用，与原库一致），MySQL 8 按 B-tree 建立；PostgreSQL 没有哈希唯一索引，建为普通唯一索引。部分索引和其余索引为 false。',
    {
      liquid:
        '{% if index.unique %}UNIQUE {% endif %}KEY {{ index.name }}{% if index.mysqlUsingHash %} USING HASH{% endif %}',
      output: 'KEY idx_product_name',
      given: indexOf('idx_product_name'),
    },
  ),
];

const nameFilter = (name: string, description: string, liquid: string, output: string): ReferenceFilter =>
  filter(name, false, 'string → string', description, [], { liquid, output });

const typeFilter = (
  name: string,
  language: string,
  liquid: string,
  output: string,
  given: ReferenceExample['given'],
): ReferenceFilter =>
  filter(
    name,
    false,
    'FieldContext | string → string',
    `${language} 类型。输入字段对象时等于 field.types.${name}；输入类型名（enum 除外）时按必填、无长度映射。`,
    [],
    { liquid, output, given },
  );

const literalFilter = (name: string, language: string, liquid: string, output: string): ReferenceFilter =>
  filter(
    name,
    false,
    'string → string',
    `写成 ${language} 字符串字面量（带引号，转义引号、反斜杠与控制字符，中文原样保留）。`,
    [],
    { liquid, output },
  );

const FILTERS: ReferenceEntry[] = [
  nameFilter(
    'pascal',
    '转为 PascalCase（大驼峰）；中文等非 ASCII 字符被去掉。',
    "{{ 'order_item' | pascal }}",
    'OrderItem',
  ),
  nameFilter('camel', '转为 camelCase（小驼峰）。', "{{ 'order_item' | camel }}", 'orderItem'),
  nameFilter('snake', '转为 snake_case（下划线）。', "{{ 'OrderItem' | snake }}", 'order_item'),
  nameFilter('kebab', '转为 kebab-case（短横线）。', "{{ 'OrderItem' | kebab }}", 'order-item'),
  nameFilter('constant', '转为 UPPER_SNAKE（常量写法）。', "{{ 'orderItem' | constant }}", 'ORDER_ITEM'),
  nameFilter(
    'plural',
    '最后一个单词变为复数，保持原有写法。',
    "{{ 'Category' | plural }} {{ 'order_item' | plural }}",
    'Categories order_items',
  ),
  nameFilter('singular', '最后一个单词变为单数，保持原有写法。', "{{ 'categories' | singular }}", 'category'),
  literalFilter('java_string', 'Java', '{{ \'say "hi"\' | java_string }}', '"say \\"hi\\""'),
  literalFilter('js_string', 'JavaScript / TypeScript（单引号）', '{{ "it\'s" | js_string }}', "'it\\'s'"),
  literalFilter('py_string', 'Python', '{{ "价格" | py_string }}', '"价格"'),
  literalFilter('go_string', 'Go', '{{ \'say "hi"\' | go_string }}', '"say \\"hi\\""'),
  filter(
    'sql_string',
    false,
    'string → string',
    '写成 SQL 字符串字面量：单引号加倍；MySQL 另外转义反斜杠。',
    [arg('dialect', "'mysql' | 'postgresql'", '数据库方言；省略时按 project.database', true)],
    { liquid: 'COMMENT {{ "it\'s" | sql_string }}', output: "COMMENT 'it''s'" },
  ),
  filter(
    'sql_name',
    false,
    'string → string',
    '写成 SQL 中带引号的名字（表、列、索引、约束、模式）：PostgreSQL 用双引号，MySQL 用反引号，名字里的同种引号加倍。',
    [arg('dialect', "'mysql' | 'postgresql'", '数据库方言；省略时按 project.database', true)],
    { liquid: "{{ 'say \"hi\"' | sql_name: 'postgresql' }}", output: '"say ""hi"""' },
  ),
  filter(
    'sql_comment',
    false,
    'string → string',
    '写进 SQL 注释行（-- …）的文字：换行等控制字符变为空格，名字里的换行不会另起一行、成为一条语句。',
    [],
    { liquid: "-- 触发器 {{ 'a\nDROP TABLE t;' | sql_comment }}", output: '-- 触发器 a DROP TABLE t;' },
  ),
  filter(
    'sql_bytes',
    false,
    'string → string',
    "二进制字段的默认值写成 SQL：十六进制（0x00ff）在 MySQL 中原样写出，文字写成字符串；PostgreSQL 一律写成 '\\x…'::bytea。",
    [arg('dialect', "'mysql' | 'postgresql'", '数据库方言；省略时按 project.database', true)],
    { liquid: "{{ '0x00ff' | sql_bytes: 'postgresql' }}", output: "'\\x00ff'::bytea" },
  ),
  typeFilter(
    'java',
    'Java',
    "{{ field | java }} / {{ 'datetime' | java }}",
    'BigDecimal / LocalDateTime',
    fieldOf('price'),
  ),
  typeFilter(
    'ts',
    'TypeScript',
    "{{ field | ts }} / {{ 'long' | ts }}",
    "'ON_SALE' | 'OFF_SALE' / number",
    fieldOf('status'),
  ),
  typeFilter(
    'go',
    'Go',
    "{{ field | go }} / {{ 'long' | go }}",
    '*time.Time / int64',
    fieldOf('paidAt', 'Order'),
  ),
  typeFilter(
    'python',
    'Python',
    "{{ field | python }} / {{ 'decimal' | python }}",
    'Optional[datetime] / Decimal',
    fieldOf('paidAt', 'Order'),
  ),
  typeFilter(
    'mysql',
    'MySQL',
    "{{ field | mysql }} / {{ 'boolean' | mysql }}",
    'VARCHAR(20) / TINYINT(1)',
    fieldOf('phone', 'Customer'),
  ),
  typeFilter(
    'postgresql',
    'PostgreSQL',
    "{{ field | postgresql }} / {{ 'boolean' | postgresql }}",
    'NUMERIC(10,2) / BOOLEAN',
    fieldOf('price'),
  ),
];

const builtIn = (
  name: string,
  type: string,
  description: string,
  args: ReferenceFilterArgument[],
  example: ReferenceExample,
): ReferenceFilter => filter(name, true, type, description, args, example);

const LIQUID: ReferenceEntry[] = [
  tag(
    'for',
    '循环数组：forloop.index（从 1 开始）、forloop.first、forloop.last；可加 limit、offset、reversed；循环内可用 break、continue；{% else %} 在数组为空时输出。',
    {
      liquid:
        '{% for field in entity.fields limit: 3 %}{{ forloop.index }}.{{ field.name }}{% unless forloop.last %}, {% endunless %}{% endfor %}',
      output: '1.id, 2.quantity, 3.unitPrice',
      given: { entity: 'OrderItem' },
    },
  ),
  tag(
    'if',
    '条件判断：可用 elsif、else；比较 ==、!=、>、<、contains，组合 and、or（不支持括号）。null、false 为假，空字符串与 0 为真。',
    {
      liquid:
        '{% if field.primaryKey %}PRIMARY KEY{% elsif field.required %}NOT NULL{% else %}NULL{% endif %}',
      output: 'NULL',
      given: fieldOf('email', 'Customer'),
    },
  ),
  tag('unless', '条件为假时输出，相当于 if not。', {
    liquid: '{% unless field.required %}Optional[{{ field.name }}]{% endunless %}',
    output: 'Optional[email]',
    given: fieldOf('email', 'Customer'),
  }),
  tag('case', '按值分支：{% case 值 %}{% when 值1, 值2 %}…{% else %}…{% endcase %}。', {
    liquid:
      "{% case project.database %}{% when 'MYSQL' %}AUTO_INCREMENT{% when 'POSTGRESQL' %}GENERATED BY DEFAULT AS IDENTITY{% endcase %}",
    output: 'AUTO_INCREMENT',
  }),
  tag('assign', '定义变量，可带过滤器。', {
    liquid: "{% assign dto = entity.className | append: 'Dto' %}{{ dto }}",
    output: 'OrderItemDto',
    given: { entity: 'OrderItem' },
  }),
  tag('capture', '把一段输出存为变量。', {
    liquid: '{% capture getter %}get{{ field.names.pascal }}{% endcapture %}{{ getter }}()',
    output: 'getUnitPrice()',
    given: fieldOf('unitPrice', 'OrderItem'),
  }),
  tag('raw', '原样输出其中内容，不解析：生成 Vue 等自身也用 {{ }} 的模板时使用。', {
    liquid: '{% raw %}{{ row.name }}{% endraw %}',
    output: '{{ row.name }}',
  }),
  tag('comment', '模板注释，不会输出。', {
    liquid: '{% comment %}这里不会输出{% endcomment %}ok',
    output: 'ok',
  }),
  tag(
    '{%- -%}',
    '空白控制：-%} 去掉标签之后到行尾的空白和换行，{%- 去掉标签之前同一行的空格；独占一行的标签这样写就不会留下空行。',
    {
      liquid: 'keys:\n{% for field in entity.primaryKeys -%}\n  {{ field.column }}\n{% endfor -%}\nend',
      output: 'keys:\n  id\nend',
      given: { entity: 'Order' },
    },
  ),
  builtIn('upcase', 'string → string', '转为大写。', [], {
    liquid: '{{ entity.tableName | upcase }}',
    output: 'ORDER_ITEM',
    given: { entity: 'OrderItem' },
  }),
  builtIn('downcase', 'string → string', '转为小写。', [], {
    liquid: '{{ entity.className | downcase }}',
    output: 'orderitem',
    given: { entity: 'OrderItem' },
  }),
  builtIn('capitalize', 'string → string', '首字母大写，其余字母转为小写；要 PascalCase 请用 pascal。', [], {
    liquid: '{{ field.name | capitalize }} / {{ field.name | pascal }}',
    output: 'Unitprice / UnitPrice',
    given: fieldOf('unitPrice', 'OrderItem'),
  }),
  builtIn('append', 'string → string', '在末尾拼接文本。', [arg('text', 'string', '要拼接的文本')], {
    liquid: "{{ entity.className | append: 'Mapper' }}",
    output: 'OrderItemMapper',
    given: { entity: 'OrderItem' },
  }),
  builtIn('prepend', 'string → string', '在开头拼接文本。', [arg('text', 'string', '要拼接的文本')], {
    liquid: "{{ entity.names.kebab | prepend: '/api/' }}",
    output: '/api/order-item',
    given: { entity: 'OrderItem' },
  }),
  builtIn(
    'replace',
    'string → string',
    '替换全部出现的文本。',
    [arg('search', 'string', '要查找的文本'), arg('replacement', 'string', '替换为')],
    { liquid: "{{ project.basePackage | replace: '.', '/' }}", output: 'com/example/shop' },
  ),
  builtIn('split', 'string → string[]', '按分隔符拆成数组。', [arg('separator', 'string', '分隔符')], {
    liquid: "{{ project.basePackage | split: '.' | last }}",
    output: 'shop',
  }),
  builtIn(
    'join',
    'array → string',
    '用分隔符连接数组各项。',
    [arg('separator', 'string', "分隔符，省略时为空格 ' '", true)],
    {
      liquid: "{{ entity.primaryKeys | map: 'column' | join: ', ' }}",
      output: 'id',
      given: { entity: 'Order' },
    },
  ),
  builtIn('map', 'array → array', '取出数组每一项的某个键。', [arg('key', 'string', '键名')], {
    liquid: "{{ entity.fields | map: 'column' | join: ', ' }}",
    output: 'id, quantity, unit_price, order_id, product_id',
    given: { entity: 'OrderItem' },
  }),
  builtIn('size', 'array | string → number', '数组的项数或字符串的长度。', [], {
    liquid: '{{ entity.fields | size }}',
    output: '5',
    given: { entity: 'OrderItem' },
  }),
  builtIn('first', 'array → item', '数组的第一项。', [], {
    liquid: '{% assign pk = entity.fields | first %}{{ pk.name }}',
    output: 'id',
    given: { entity: 'OrderItem' },
  }),
  builtIn('last', 'array → item', '数组的最后一项。', [], {
    liquid: '{% assign e = entities | last %}{{ e.className }}',
    output: 'OrderItem',
  }),
  builtIn(
    'where',
    'array → array',
    '筛选数组：键的值等于给定值的项；省略值时保留该键为真的项。',
    [arg('key', 'string', '键名'), arg('value', 'any', '要等于的值；省略时按真假筛选', true)],
    {
      liquid:
        "{{ entity.fields | where: 'required' | map: 'name' | join: ', ' }} / {{ entity.fields | where: 'type', 'decimal' | map: 'name' | join: ', ' }}",
      output: 'quantity, unitPrice, productId / unitPrice',
      given: { entity: 'OrderItem' },
    },
  ),
  builtIn(
    'default',
    'any → any',
    '值为 null、false、空字符串或空数组时使用后备值。',
    [
      arg('fallback', 'any', '后备值'),
      arg('allow_false', 'boolean', '写作 allow_false: true 时 false 保持不变', true),
    ],
    {
      liquid: '{{ field.comment | default: field.label }}',
      output: '价格',
      given: fieldOf('price'),
    },
  ),
];

/** Everything the IDE's reference panel shows; served by GET /templates/context. */
export const TEMPLATE_REFERENCE: TemplateReference = {
  scopes: [
    {
      scope: 'project',
      title: '按项目生成（PROJECT）',
      description: '整个项目生成一个文件：可用 project、entities、generator，没有 entity。',
    },
    {
      scope: 'entity',
      title: '按实体生成（ENTITY）',
      description: '每个实体生成一个文件：除 project、entities、generator 外，还有当前实体 entity。',
    },
  ],
  sections: [
    {
      id: 'project',
      title: '项目',
      description: '所有模板文件都能使用的变量：项目设置、全部实体与生成器信息。',
      entries: PROJECT,
    },
    {
      id: 'entity',
      title: '实体',
      description: '当前实体 entity，只在按实体生成（ENTITY）的文件中存在；entities 中的每一项与它相同。',
      entries: ENTITY,
    },
    {
      id: 'field',
      title: '字段',
      description:
        '{% for field in entity.fields %} 中的 field；editableFields、primaryKeys、enumFields、idField 与索引、关系中的字段都与它相同。',
      entries: FIELD,
    },
    {
      id: 'relation',
      title: '关系',
      description: '{% for relation in entity.relations %} 中的 relation，总是从当前实体一侧看。',
      entries: RELATION,
    },
    {
      id: 'index',
      title: '索引',
      description: '{% for index in entity.indexes %} 中的 index。',
      entries: INDEX,
    },
    {
      id: 'filters',
      title: '过滤器',
      description: '模型工匠提供的过滤器：命名转换、字符串字面量与类型映射，写作 {{ 值 | 过滤器 }}。',
      entries: FILTERS,
    },
    {
      id: 'liquid',
      title: 'Liquid 语法提示',
      description: '常用的 Liquid 标签与标准过滤器。模板使用严格模式：引用不存在的变量或过滤器会报错。',
      entries: LIQUID,
    },
  ],
};
