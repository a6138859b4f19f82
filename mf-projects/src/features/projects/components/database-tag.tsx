// A project's database as a coloured tag.
import type { Project } from '@modelsmith/contract';
import { Tag } from '@modelsmith/shared/antd';

const LOOK: Record<Project['database'], { color: string; label: string }> = {
  MYSQL: { color: 'blue', label: 'MySQL' },
  POSTGRESQL: { color: 'geekblue', label: 'PostgreSQL' },
};

export function DatabaseTag({ database }: { database: Project['database'] }) {
  return <Tag color={LOOK[database].color}>{LOOK[database].label}</Tag>;
}
