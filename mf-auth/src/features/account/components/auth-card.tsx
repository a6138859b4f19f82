// The centred card the public account pages (login, register) sit in.
import type { ReactNode } from 'react';
import { Card, Flex, Typography } from '@modelsmith/shared/antd';

export interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Flex justify="center" align="flex-start" style={{ padding: '48px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 420 }} styles={{ body: { padding: 32 } }}>
        <Flex vertical align="center" style={{ marginBottom: 24 }}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">{subtitle}</Typography.Text>
        </Flex>
        {children}
        {footer ? (
          <Flex justify="center" gap={8} style={{ marginTop: 24 }}>
            {footer}
          </Flex>
        ) : null}
      </Card>
    </Flex>
  );
}
