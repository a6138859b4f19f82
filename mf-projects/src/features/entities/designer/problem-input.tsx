// A text cell of the designer's tables with its validation problem: red border, the message on hover; and the
// problem written under an input that has no room for a hover.
import type { ComponentProps } from 'react';
import { Input, Tooltip, Typography } from '@modelsmith/shared/antd';

export function ProblemInput({ problem, ...input }: ComponentProps<typeof Input> & { problem?: string }) {
  return (
    <Tooltip title={problem} color="red">
      <Input status={problem ? 'error' : undefined} {...input} />
    </Tooltip>
  );
}

/** A validation problem as a line of red text under its input; nothing when there is none. */
export function ProblemText({ problem }: { problem?: string }) {
  return problem ? (
    <Typography.Text type="danger" style={{ fontSize: 12 }}>
      {problem}
    </Typography.Text>
  ) : null;
}
