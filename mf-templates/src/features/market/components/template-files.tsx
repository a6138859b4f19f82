// The 文件 tab of a set's page: each template file's output path and scope, its Liquid source highlighted;
// a premium set's sources withheld from a FREE member become a lock with the way to upgrade.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { TemplateFile } from '@modelsmith/contract';
import { Button, Empty, Flex, Result, Tag, theme, Typography } from '@modelsmith/shared/antd';
import { CodeViewer } from '@modelsmith/shared/code';
import { CrownOutlined, FileTextOutlined, LockOutlined } from '@modelsmith/shared/icons';

export const SCOPE_LABELS: Record<TemplateFile['scope'], string> = {
  ENTITY: '每个实体',
  PROJECT: '整个项目',
};

export function ScopeTag({ scope }: { scope: TemplateFile['scope'] }) {
  return <Tag color={scope === 'ENTITY' ? 'geekblue' : 'purple'}>{SCOPE_LABELS[scope]}</Tag>;
}

/** Whether the API withheld any file's content (a premium set, a FREE member). */
export const isLocked = (files: TemplateFile[] | undefined): boolean =>
  Boolean(files?.some((file) => file.locked || file.content === null));

export function PremiumLock() {
  return (
    <Result
      icon={<LockOutlined />}
      title="高级模板仅对会员开放"
      subTitle="升级到专业版或企业版后可查看模板源码、应用到项目或复制为自己的模板。"
      extra={
        <Link to="/membership">
          <Button type="primary" icon={<CrownOutlined />}>
            升级会员
          </Button>
        </Link>
      }
    />
  );
}

export function TemplateFiles({ files }: { files: TemplateFile[] }) {
  const { token } = theme.useToken();
  const [chosen, setChosen] = useState(0);
  if (!files.length) return <Empty description="这个模板集还没有文件" />;
  const locked = isLocked(files);
  const current = files[Math.min(chosen, files.length - 1)];
  return (
    <Flex vertical gap={16}>
      {locked ? <PremiumLock /> : null}
      <Flex gap={12} style={{ minHeight: locked ? undefined : 480 }} wrap>
        <Flex
          vertical
          role="list"
          aria-label="模板文件"
          style={{
            width: locked ? '100%' : 340,
            flex: 'none',
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadius,
            overflow: 'auto',
            maxHeight: 560,
          }}
        >
          {files.map((file, index) => {
            const active = !locked && file === current;
            return (
              <Flex
                key={`${file.path}-${index}`}
                role="listitem"
                gap={8}
                align="center"
                justify="space-between"
                onClick={() => setChosen(index)}
                style={{
                  padding: '8px 12px',
                  cursor: locked ? 'default' : 'pointer',
                  background: active ? token.controlItemBgActive : undefined,
                  borderBottom: `1px solid ${token.colorBorderSecondary}`,
                }}
              >
                <Typography.Text code ellipsis={{ tooltip: file.path }} style={{ fontSize: 12, minWidth: 0 }}>
                  {file.path}
                </Typography.Text>
                <Flex gap={4} align="center" style={{ flex: 'none' }}>
                  <ScopeTag scope={file.scope} />
                  {file.locked || file.content === null ? <LockOutlined aria-label="已锁定" /> : null}
                </Flex>
              </Flex>
            );
          })}
        </Flex>
        {locked ? null : (
          <Flex vertical gap={8} style={{ flex: 1, minWidth: 320 }}>
            <Flex gap={8} align="center">
              <FileTextOutlined />
              <Typography.Text strong>{current.path}</Typography.Text>
              <ScopeTag scope={current.scope} />
            </Flex>
            <CodeViewer key={current.path} content={current.content ?? ''} language="liquid" height={520} />
          </Flex>
        )}
      </Flex>
    </Flex>
  );
}
