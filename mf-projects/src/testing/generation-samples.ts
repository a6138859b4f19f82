// Sample template sets, previews and snapshots for the code preview and snapshot page tests.
import type { GeneratedFile, Snapshot, TemplateSet } from '@modelsmith/contract';

const set = (id: number, name: string, extra: Partial<TemplateSet> = {}): TemplateSet => ({
  id,
  key: null,
  name,
  description: null,
  language: 'java',
  tags: [],
  official: true,
  premium: false,
  visibility: 'PUBLIC',
  version: 1,
  useCount: 0,
  author: null,
  forkedFrom: null,
  fileCount: 2,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  ...extra,
});

export const springBoot = set(1, 'Spring Boot', { version: 3 });
export const vueAdmin = set(2, 'Vue 管理端', { language: 'vue' });
export const premiumSet = set(3, '企业微服务', { premium: true });
export const mySet = set(7, '我的 MyBatis', {
  official: false,
  visibility: 'PRIVATE',
  author: { id: 1, nickname: 'demo' },
});

export const springFiles: GeneratedFile[] = [
  { path: 'pom.xml', content: '<project/>', language: 'xml' },
  {
    path: 'src/main/java/com/example/shop/entity/Customer.java',
    content: 'public class Customer {}',
    language: 'java',
  },
];
export const vueFiles: GeneratedFile[] = [
  { path: 'src/views/CustomerList.vue', content: '<template></template>', language: 'vue' },
];

export const snapshot = (id: number, number: number, extra: Partial<Snapshot> = {}): Snapshot => ({
  id,
  number,
  templateId: 1,
  templateName: 'Spring Boot',
  templateVersion: 3,
  fileCount: 2,
  note: null,
  createdAt: `2026-11-0${number}T08:00:00.000Z`,
  ...extra,
});
