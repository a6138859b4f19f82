// The product's mark and name.
import { Flex, Typography } from '@modelsmith/shared/antd';
import { BlockOutlined } from '@modelsmith/shared/icons';

export function Logo({ compact = false, inverted = false }: { compact?: boolean; inverted?: boolean }) {
  return (
    <Flex align="center" gap={10} justify={compact ? 'center' : 'flex-start'}>
      <span
        style={{
          display: 'inline-flex',
          width: 32,
          height: 32,
          borderRadius: 8,
          alignItems: 'center',
          justifyContent: 'center',
          background: 'linear-gradient(135deg, #4f46e5, #7c3aed)',
          color: '#fff',
          fontSize: 18,
        }}
      >
        <BlockOutlined />
      </span>
      {compact ? null : (
        <Typography.Text
          strong
          style={{ fontSize: 18, color: inverted ? '#fff' : undefined, whiteSpace: 'nowrap' }}
        >
          模型工匠
        </Typography.Text>
      )}
    </Flex>
  );
}
