// One set in the market grid: what it is, who made it, how often it is used; a click opens its page.
import { Link } from 'react-router-dom';
import type { TemplateSet } from '@modelsmith/contract';
import { Card, Flex, Typography } from '@modelsmith/shared/antd';
import { FileTextOutlined, ThunderboltOutlined, UserOutlined } from '@modelsmith/shared/icons';
import { authorOf, FrameworkTags, LanguageTag, TemplateBadges } from './template-tags';

export function TemplateCard({ template }: { template: TemplateSet }) {
  return (
    <Link
      to={`/templates/${template.id}`}
      aria-label={template.name}
      style={{ display: 'block', height: '100%' }}
    >
      <Card hoverable style={{ height: '100%' }} styles={{ body: { height: '100%' } }}>
        <Flex vertical gap={10} style={{ height: '100%' }}>
          <Flex justify="space-between" align="flex-start" gap={8}>
            <Typography.Text strong ellipsis={{ tooltip: template.name }} style={{ fontSize: 16 }}>
              {template.name}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ flex: 'none' }}>
              v{template.version}
            </Typography.Text>
          </Flex>
          <Flex gap={4} wrap>
            <LanguageTag language={template.language} />
            <TemplateBadges template={template} />
          </Flex>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0, minHeight: 44 }}>
            {template.description || '暂无描述'}
          </Typography.Paragraph>
          <FrameworkTags tags={template.tags} />
          <Flex justify="space-between" gap={8} style={{ marginTop: 'auto' }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <UserOutlined /> {authorOf(template)}
            </Typography.Text>
            <Flex gap={12}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <FileTextOutlined /> {template.fileCount} 个文件
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }} title="使用次数">
                <ThunderboltOutlined /> {template.useCount} 次使用
              </Typography.Text>
            </Flex>
          </Flex>
        </Flex>
      </Card>
    </Link>
  );
}
