// The DDL dialect of a project's database.
import type { DdlDialect, Project } from '@modelsmith/contract';

export const defaultDialectOf = (project: Pick<Project, 'database'>): DdlDialect =>
  project.database === 'MYSQL' ? 'mysql' : 'postgresql';
