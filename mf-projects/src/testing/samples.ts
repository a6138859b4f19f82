// Sample API data for mf-projects' page tests.
import type { Entity, Page, Project } from '@modelsmith/contract';

export const sampleProject: Project = {
  id: 3,
  name: '商城',
  description: '电商后台',
  basePackage: 'com.example.shop',
  database: 'MYSQL',
  author: '爱丽丝',
  tablePrefix: null,
  apiStyle: 'MODELSMITH',
  entityCount: 1,
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

export const pageOf = <T>(records: T[]): Page<T> => ({
  records,
  total: records.length,
  current: 1,
  size: 10,
});
