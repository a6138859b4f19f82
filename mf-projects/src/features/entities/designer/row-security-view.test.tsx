// The read-only row-level security section of the 约束 tab: what the import kept, and the validator's message on a
// policy whose ON names another table.
import { type Entity, validateModel } from '@modelsmith/codegen';
import { render, screen } from '@testing-library/react';
import { problemsOf } from './draft';
import { RowSecurityView } from './row-security-view';

const doc: Entity = {
  className: 'Doc',
  tableName: 'doc',
  fields: [{ name: 'id', column: 'id', type: 'int', primaryKey: true }],
  rowSecurity: true,
  forceRowSecurity: true,
  policies: [
    { name: 'own', definition: 'CREATE POLICY own ON doc USING (id > 0)' },
    { name: 'old', definition: 'CREATE POLICY old ON documents USING (true)' },
  ],
};

const problems = (entity: Entity) => {
  const result = validateModel({
    project: { name: '文档', basePackage: 'com.example.doc', database: 'POSTGRESQL' },
    entities: [entity],
  });
  return problemsOf(result.ok ? [] : result.problems, []);
};

test('shows the state, each policy and the problem of one on another table', () => {
  render(<RowSecurityView entity={doc} problems={problems(doc)} />);
  expect(screen.getByText('行级安全（2 条策略）')).toBeInTheDocument();
  expect(screen.getByText('已启用')).toBeInTheDocument();
  expect(screen.getByText('对表的所有者也生效（FORCE）')).toBeInTheDocument();
  expect(screen.getByText('CREATE POLICY own ON doc USING (id > 0)')).toBeInTheDocument();
  expect(screen.getByText(/策略 old 建在表 documents 上，而它所属实体的表是 doc/)).toBeInTheDocument();
});

test('shows nothing for a table without row-level security', () => {
  const plain: Entity = { className: 'Plain', tableName: 'plain', fields: doc.fields };
  const { container } = render(<RowSecurityView entity={plain} problems={problems(plain)} />);
  expect(container).toBeEmptyDOMElement();
});
