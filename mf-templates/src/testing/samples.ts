// Sample API data for mf-templates' page tests.
import type { Entity, Page, Project, TemplateSet } from '@modelsmith/contract';

export const officialSet: TemplateSet = {
  id: 1,
  key: 'spring-boot',
  name: 'Spring Boot',
  description: 'Spring Boot + MyBatis-Plus 后端',
  language: 'java',
  tags: ['java', 'spring-boot', 'mybatis-plus'],
  official: true,
  premium: false,
  visibility: 'PUBLIC',
  version: 3,
  useCount: 128,
  author: null,
  forkedFrom: null,
  fileCount: 2,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-02T08:00:00.000Z',
};

export const officialFiles: TemplateSet['files'] = [
  {
    path: 'src/main/java/{{ project.packagePath }}/entity/{{ entity.className }}.java',
    scope: 'ENTITY',
    content: 'public class {{ entity.className }} {}',
  },
  { path: 'pom.xml', scope: 'PROJECT', content: '<project>{{ project.name }}</project>' },
];

export const premiumSet: TemplateSet = {
  ...officialSet,
  id: 2,
  key: null,
  name: '企业微服务',
  premium: true,
  official: false,
  author: { id: 9, nickname: '鲍勃' },
  useCount: 5,
};

/** The sample user's (id 7) own set, forked from the official one. */
export const mySet: TemplateSet = {
  ...officialSet,
  id: 5,
  key: null,
  name: '我的 MyBatis',
  official: false,
  visibility: 'PRIVATE',
  version: 2,
  useCount: 0,
  author: { id: 7, nickname: '爱丽丝' },
  forkedFrom: { id: 1, name: 'Spring Boot' },
};

export const sampleProject: Project = {
  id: 3,
  name: '商城',
  description: '电商后台',
  basePackage: 'com.example.shop',
  database: 'MYSQL',
  author: '爱丽丝',
  tablePrefix: null,
  apiStyle: 'MODELSMITH',
  entityCount: 2,
  snapshotCount: 0,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-02T08:00:00.000Z',
};

export const sampleEntity: Entity = {
  id: 11,
  projectId: 3,
  className: 'Customer',
  tableName: 'customer',
  label: '客户',
  fields: [
    { name: 'id', column: 'id', type: 'long', primaryKey: true, autoIncrement: true },
    { name: 'name', column: 'name', label: '姓名', type: 'string', length: 64, required: true },
  ],
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-02T08:00:00.000Z',
};

export const orderEntity: Entity = {
  ...sampleEntity,
  id: 12,
  className: 'Order',
  tableName: 'orders',
  label: '订单',
};

export const generatedFiles = [
  { path: 'pom.xml', content: '<project>商城</project>', language: 'xml' },
  {
    path: 'src/main/java/com/example/shop/entity/Customer.java',
    content: 'public class Customer {}',
    language: 'java',
  },
];

export const pageOf = <T>(records: T[], total = records.length): Page<T> => ({
  records,
  total,
  current: 1,
  size: 10,
});
