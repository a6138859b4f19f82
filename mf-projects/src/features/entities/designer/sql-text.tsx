// A multi-line SQL cell of the designer: monospace, growing with its text, its validation problem in red below.
import { Flex, Input } from '@modelsmith/shared/antd';
import { ProblemText } from './problem-input';

export const MONOSPACE = { fontFamily: 'var(--ant-font-family-code, monospace)', fontSize: 12 };

export function SqlText({
  label,
  value,
  placeholder,
  problem,
  minRows = 1,
  onChange,
}: {
  label: string;
  value: string;
  placeholder: string;
  problem?: string;
  minRows?: number;
  onChange: (value: string) => void;
}) {
  return (
    <Flex vertical gap={2}>
      <Input.TextArea
        aria-label={label}
        value={value}
        placeholder={placeholder}
        status={problem ? 'error' : undefined}
        autoSize={{ minRows, maxRows: 12 }}
        spellCheck={false}
        style={MONOSPACE}
        onChange={(event) => onChange(event.target.value)}
      />
      <ProblemText problem={problem} />
    </Flex>
  );
}
