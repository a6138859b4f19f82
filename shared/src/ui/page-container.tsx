// The frame of every page: title, optional subtitle and actions, then the content.
import type { ReactNode } from 'react';
import { Flex, Typography } from '@modelsmith/shared/antd';

export interface PageContainerProps {
  title: ReactNode;
  subtitle?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
}

export function PageContainer({ title, subtitle, extra, children }: PageContainerProps) {
  return (
    <section style={{ maxWidth: 1200, margin: '0 auto', width: '100%' }}>
      <Flex justify="space-between" align="flex-start" gap={16} wrap style={{ marginBottom: 24 }}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {subtitle ? (
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
              {subtitle}
            </Typography.Paragraph>
          ) : null}
        </div>
        {extra ? <Flex gap={8}>{extra}</Flex> : null}
      </Flex>
      {children}
    </section>
  );
}
