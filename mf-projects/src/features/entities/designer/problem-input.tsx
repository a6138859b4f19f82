// A text cell of the designer's tables with its validation problem: red border, the message on hover.
import type { ComponentProps } from 'react';
import { Input, Tooltip } from '@modelsmith/shared/antd';

export function ProblemInput({ problem, ...input }: ComponentProps<typeof Input> & { problem?: string }) {
  return (
    <Tooltip title={problem} color="red">
      <Input status={problem ? 'error' : undefined} {...input} />
    </Tooltip>
  );
}
