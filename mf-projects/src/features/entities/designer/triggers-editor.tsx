// The table's triggers: each one whole CREATE TRIGGER statement in one dialect, written back by that dialect's DDL
// only. Its name is the one the statement gives (the validator insists on it), so it follows the text as it is typed.
import { triggerHead, triggerName, type Trigger } from '@modelsmith/codegen';
import type { Project } from '@modelsmith/contract';
import { Button, Card, Checkbox, Flex, Tag, Tooltip, Typography } from '@modelsmith/shared/antd';
import { PlusOutlined } from '@modelsmith/shared/icons';
import { SqlText } from './sql-text';
import type { DraftProblems } from './draft';
import { ProblemText } from './problem-input';
import { RemoveRow } from './remove-row';

const DIALECT_NAMES: Record<Trigger['dialect'], string> = { postgresql: 'PostgreSQL', mysql: 'MySQL' };

/**
 * The name a trigger statement gives, as the database keeps it (PostgreSQL folds an unquoted one to lower case), read
 * by the validator's own parser so the card shows the name it checks; undefined until the head (name, timing, ON
 * table) is whole.
 */
export function writtenTriggerName(definition: string, dialect: Trigger['dialect']): string | undefined {
  const head = triggerHead(definition, dialect);
  return head && triggerName(head.name, dialect);
}

/** A starting statement for a new trigger of the project's dialect on `table`, named `name`. */
export function triggerTemplate(dialect: Trigger['dialect'], table: string, name: string): string {
  return dialect === 'postgresql'
    ? `CREATE TRIGGER ${name} BEFORE UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION set_updated_at()`
    : // An empty BEGIN … END is valid in MySQL and MariaDB: the example names no column the table may lack.
      `CREATE TRIGGER ${name} BEFORE UPDATE ON ${table} FOR EACH ROW\nBEGIN\n  -- 例：SET NEW.updated_at = NOW();\nEND`;
}

export interface TriggersEditorProps {
  triggers: Trigger[];
  database: Project['database'];
  /** The table as the DDL names it: a new trigger's statement starts on it. */
  table: string;
  problems: DraftProblems;
  onChange: (triggers: Trigger[]) => void;
}

export function TriggersEditor({ triggers, database, table, problems, onChange }: TriggersEditorProps) {
  const own: Trigger['dialect'] = database === 'POSTGRESQL' ? 'postgresql' : 'mysql';
  const change = (index: number, changes: Partial<Trigger>) =>
    onChange(triggers.map((trigger, i) => (i === index ? { ...trigger, ...changes } : trigger)));
  const editDefinition = (index: number, definition: string) =>
    change(index, { definition, name: writtenTriggerName(definition, triggers[index].dialect) ?? '' });
  const add = () => {
    const base = `${table.split('.').pop()}_before_update`;
    const taken = new Set(triggers.map((trigger) => trigger.name.toLowerCase()));
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base}_${n}`;
    onChange([...triggers, { name, dialect: own, definition: triggerTemplate(own, table, name) }]);
  };
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>触发器（{triggers.length}）</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        每个触发器是一整条 CREATE TRIGGER
        语句（不带结尾分号），建表脚本在建表之后照原文写出，只在它所属的数据库中创建；
        {own === 'postgresql'
          ? 'PostgreSQL 触发器调用的函数保存在项目的 PostgreSQL 对象中。'
          : 'MySQL 触发器的多条语句写在 BEGIN … END 中，不带 DEFINER。'}
      </Typography.Text>
      {triggers.length === 0 ? <Typography.Text type="secondary">没有触发器</Typography.Text> : null}
      {triggers.map((trigger, index) => {
        const at = (attribute: string) => problems.under(`triggers[${index}].${attribute}`);
        const foreign = trigger.dialect !== own;
        return (
          <Card
            key={index}
            size="small"
            title={
              <Flex gap={8} align="center" wrap>
                <Typography.Text code>{trigger.name || '（未命名）'}</Typography.Text>
                <Tag color={foreign ? 'orange' : 'blue'}>
                  {foreign
                    ? `${DIALECT_NAMES[trigger.dialect]}，本项目的建表脚本不写`
                    : DIALECT_NAMES[trigger.dialect]}
                </Tag>
              </Flex>
            }
            extra={
              <Flex gap={8} align="center">
                {trigger.dialect === 'postgresql' ? (
                  <Tooltip title="建表脚本创建触发器后即停用它（ALTER TABLE … DISABLE TRIGGER）">
                    <Checkbox
                      aria-label={`停用触发器 ${trigger.name}`}
                      checked={Boolean(trigger.disabled)}
                      onChange={(event) => change(index, { disabled: event.target.checked || undefined })}
                    >
                      停用
                    </Checkbox>
                  </Tooltip>
                ) : null}
                <RemoveRow
                  label={`删除第 ${index + 1} 个触发器`}
                  onRemove={() => onChange(triggers.filter((_, i) => i !== index))}
                />
              </Flex>
            }
          >
            <SqlText
              label={`第 ${index + 1} 个触发器定义`}
              value={trigger.definition}
              placeholder={triggerTemplate(trigger.dialect, table, 'name')}
              minRows={2}
              problem={at('definition') ?? at('name') ?? problems.at(`triggers[${index}]`)}
              onChange={(definition) => editDefinition(index, definition)}
            />
            <ProblemText problem={at('disabled') ?? at('dialect')} />
          </Card>
        );
      })}
      <div>
        <Button icon={<PlusOutlined />} onClick={add}>
          添加 {DIALECT_NAMES[own]} 触发器
        </Button>
      </div>
    </Flex>
  );
}
