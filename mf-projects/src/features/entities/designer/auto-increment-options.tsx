// How the database numbers an auto-increment column, beside its checkbox in the field grid: the first value (both
// dialects) and PostgreSQL's identity options — GENERATED ALWAYS, the step, wrapping around — which only the
// PostgreSQL DDL writes (MySQL's step is a server setting, not part of a table).
import { useState } from 'react';
import { Button, Checkbox, Flex, Tooltip, Typography } from '@modelsmith/shared/antd';
import { InputNumber, Popover } from '@modelsmith/shared/antd-data';
import type { DraftField } from './draft';

export interface AutoIncrementOptionsProps {
  field: DraftField;
  /** The project's database is PostgreSQL: the identity options apply. */
  postgresql: boolean;
  /** The validator's message for an attribute of the field (`autoIncrementStart`, `identity`…), if any. */
  problem: (attribute: 'autoIncrementStart' | 'identity') => string | undefined;
  onChange: (changes: Partial<DraftField>) => void;
}

/** What differs from a plain auto-increment, in the words of the options: `起始 1000`, `ALWAYS`, `步长 2`, `循环`. */
export function autoIncrementSummary(field: DraftField): string[] {
  const identity = field.identity ?? {};
  return [
    ...(field.autoIncrementStart !== undefined ? [`起始 ${field.autoIncrementStart}`] : []),
    ...(identity.always ? ['ALWAYS'] : []),
    ...(identity.incrementBy !== undefined && identity.incrementBy !== 1
      ? [`步长 ${identity.incrementBy}`]
      : []),
    ...(identity.cycle ? ['循环'] : []),
  ];
}

function OptionsForm({ field, postgresql, problem, onChange }: AutoIncrementOptionsProps) {
  const identity = field.identity ?? {};
  const setIdentity = (changes: Partial<typeof identity>) =>
    onChange({ identity: { ...identity, ...changes } });
  // An imported identity stays editable (and removable) on a project that has since moved to MySQL.
  const showIdentity = postgresql || field.identity !== undefined;
  const startProblem = problem('autoIncrementStart');
  const identityProblem = problem('identity');
  return (
    <Flex vertical gap={8} style={{ width: 280 }}>
      <Flex align="center" gap={8}>
        <Typography.Text style={{ width: 56 }}>起始值</Typography.Text>
        <InputNumber
          aria-label="自增起始值"
          min={1}
          precision={0}
          placeholder="1"
          value={field.autoIncrementStart}
          status={startProblem ? 'error' : undefined}
          style={{ flex: 1 }}
          onChange={(start) => onChange({ autoIncrementStart: start ?? undefined })}
        />
      </Flex>
      {startProblem ? <Typography.Text type="danger">{startProblem}</Typography.Text> : null}
      {showIdentity ? (
        <>
          <Typography.Text strong>PostgreSQL 标识列</Typography.Text>
          <Checkbox
            checked={Boolean(identity.always)}
            onChange={(event) => setIdentity({ always: event.target.checked || undefined })}
          >
            始终生成（ALWAYS）
          </Checkbox>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            数据库拒绝应用写入的值；不勾选为 BY DEFAULT，应用给出值时使用该值。
          </Typography.Text>
          <Flex align="center" gap={8}>
            <Typography.Text style={{ width: 56 }}>步长</Typography.Text>
            <InputNumber
              aria-label="自增步长"
              precision={0}
              placeholder="1"
              value={identity.incrementBy}
              status={identityProblem ? 'error' : undefined}
              style={{ flex: 1 }}
              onChange={(incrementBy) => setIdentity({ incrementBy: incrementBy ?? undefined })}
            />
          </Flex>
          <Checkbox
            checked={Boolean(identity.cycle)}
            onChange={(event) => setIdentity({ cycle: event.target.checked || undefined })}
          >
            循环（到达上限后从最小值重新开始）
          </Checkbox>
          {identityProblem ? <Typography.Text type="danger">{identityProblem}</Typography.Text> : null}
        </>
      ) : null}
    </Flex>
  );
}

/** The options button next to a checked auto-increment: shows what is set, red when the validator objects. */
export function AutoIncrementOptions(props: AutoIncrementOptionsProps & { label: string }) {
  const { field, problem, label } = props;
  const [open, setOpen] = useState(false);
  const summary = autoIncrementSummary(field);
  const objection = problem('autoIncrementStart') ?? problem('identity');
  return (
    <Popover
      trigger="click"
      placement="bottom"
      title="自增选项"
      open={open}
      onOpenChange={setOpen}
      content={<OptionsForm {...props} />}
    >
      {/* The tip repeats what the open options show: it would cover the grid's header while they are open. */}
      <Tooltip
        title={objection ?? (summary.length ? summary.join('，') : '起始值与标识列选项')}
        color={objection ? 'red' : undefined}
        open={open ? false : undefined}
      >
        <Button
          size="small"
          type={summary.length ? 'primary' : 'text'}
          ghost={summary.length > 0}
          danger={Boolean(objection)}
          aria-label={label}
          autoInsertSpace={false}
          style={{ paddingInline: 4 }}
        >
          选项
        </Button>
      </Tooltip>
    </Popover>
  );
}
