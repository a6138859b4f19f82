// Designed loading, error and "coming later" states, so no page is left blank.
import type { ReactNode } from 'react';
import { Button, Card, Empty, Flex, Result, Spin, Typography } from '@modelsmith/shared/antd';
import { PageContainer } from './page-container';

export function LoadingState({ tip = '正在加载…' }: { tip?: string }) {
  return (
    <Flex vertical align="center" justify="center" gap={12} style={{ padding: '64px 0' }} role="status">
      <Spin size="large" />
      <Typography.Text type="secondary">{tip}</Typography.Text>
    </Flex>
  );
}

export interface ErrorStateProps {
  error: unknown;
  title?: string;
  onRetry?: () => void;
}

/** The message of anything thrown or stored as an error (ApiError, RTK Query error, Error). */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return '请求失败';
}

export function ErrorState({ error, title = '加载失败', onRetry }: ErrorStateProps) {
  return (
    <Result
      status="error"
      title={title}
      subTitle={errorMessage(error)}
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry}>
            重试
          </Button>
        ) : undefined
      }
    />
  );
}

export interface ComingSoonProps {
  /** What this page will do, e.g. 实体设计器. */
  feature: string;
  /** What arrives, in one sentence. */
  description: ReactNode;
  extra?: ReactNode;
}

/** An honest empty state for a route whose feature ships in a later release: no fake data. */
export function ComingSoon({ feature, description, extra }: ComingSoonProps) {
  return (
    <Empty
      style={{ padding: '48px 0' }}
      description={
        <Flex vertical gap={4} align="center">
          <Typography.Text strong>{feature}即将上线</Typography.Text>
          <Typography.Text type="secondary">{description}</Typography.Text>
        </Flex>
      }
    >
      {extra}
    </Empty>
  );
}

export interface PlannedPageProps extends ComingSoonProps {
  title: ReactNode;
  subtitle?: ReactNode;
}

/** A whole route whose feature ships later: its real title, then an honest empty state. */
export function PlannedPage({ title, subtitle, ...comingSoon }: PlannedPageProps) {
  return (
    <PageContainer title={title} subtitle={subtitle}>
      <Card>
        <ComingSoon {...comingSoon} />
      </Card>
    </PageContainer>
  );
}
