// What a MySQL project's import keeps at the project level — the MariaDB sequences its columns' defaults draw from —
// as a draft the edit page saves with the project: remove any of them, add one as its CREATE SEQUENCE statement.
import { mysqlSequenceName, validateModel } from '@modelsmith/codegen';
import type { MysqlSequence, Project } from '@modelsmith/contract';
import { Button, Card, Empty, Flex, Input, Typography } from '@modelsmith/shared/antd';
import { useState } from 'react';
import { Definitions } from './postgresql-objects';

const MONOSPACE = { fontFamily: 'var(--ant-font-family-code, monospace)', fontSize: 12 };

export const mysqlSequencesOf = (project: Project): MysqlSequence[] => project.mysqlSequences ?? [];

/** The list for a partial update when the draft changed it; an untouched list is left out so the server keeps it. */
export const changedMysqlSequences = (
  project: Project,
  draft: MysqlSequence[],
): { mysqlSequences?: MysqlSequence[] } =>
  JSON.stringify(mysqlSequencesOf(project)) === JSON.stringify(draft) ? {} : { mysqlSequences: draft };

/**
 * The sequence a CREATE SEQUENCE text adds to `sequences`, or the codegen validator's message on why it cannot (not
 * one whole statement, a name already listed): the server runs the same check on saving.
 */
export function sequenceToAdd(
  project: Project,
  sequences: MysqlSequence[],
  text: string,
): { sequence: MysqlSequence } | { problem: string } {
  const definition = text.trim().replace(/;\s*$/, '');
  if (!definition)
    return { problem: '请填写一条 CREATE SEQUENCE 语句，如 CREATE SEQUENCE order_no START WITH 1000' };
  // The validator's own reader, so a mariadb-dump `CREATE TABLE … SEQUENCE=1` is named as the check expects.
  const sequence = { name: mysqlSequenceName(definition) ?? '', definition };
  const at = `project.mysqlSequences[${sequences.length}]`;
  const validation = validateModel({
    project: {
      name: project.name,
      basePackage: project.basePackage,
      database: project.database,
      mysqlSequences: [...sequences, sequence],
    },
    entities: [],
  });
  const problem = validation.ok
    ? undefined
    : validation.problems.find((p) => p.path === at || p.path.startsWith(`${at}.`))?.message;
  return problem ? { problem } : { sequence };
}

export function MysqlSequences({
  project,
  value,
  onChange,
}: {
  project: Project;
  value: MysqlSequence[];
  onChange: (next: MysqlSequence[]) => void;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const add = () => {
    const result = sequenceToAdd(project, value, text);
    if ('problem' in result) return setProblem(result.problem);
    onChange([...value, result.sequence]);
    setText('');
    setProblem(undefined);
  };
  return (
    <Card title="MariaDB 序列" style={{ maxWidth: 720 }}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          列的默认值（NEXT VALUE FOR 序列、nextval(序列)）从这些序列取号，导出的 MySQL
          脚本在建表前创建它们（MariaDB 支持，MySQL 没有序列）。移除或添加后，点上方的「保存」才会生效。
        </Typography.Text>
        {value.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有序列" /> : null}
        <Definitions
          title="序列"
          kind="序列"
          items={value}
          confirm="列的默认值可能从它取号：移除后导出的脚本不再创建它，这样的表会建表失败。"
          onRemove={(name) => onChange(value.filter((sequence) => sequence.name !== name))}
        />
        <Flex vertical gap={4}>
          <Input.TextArea
            aria-label="序列定义"
            placeholder="CREATE SEQUENCE order_no START WITH 1000 INCREMENT BY 1"
            value={text}
            status={problem ? 'error' : undefined}
            autoSize={{ minRows: 2, maxRows: 8 }}
            spellCheck={false}
            style={MONOSPACE}
            onChange={(event) => setText(event.target.value)}
          />
          {problem ? <Typography.Text type="danger">{problem}</Typography.Text> : null}
          <div>
            <Button onClick={add}>添加序列</Button>
          </div>
        </Flex>
      </Flex>
    </Card>
  );
}
