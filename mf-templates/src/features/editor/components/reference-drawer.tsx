// The 参考 drawer: every section and entry of GET /templates/context, searchable; an entry's example can be
// inserted into the open file, its path copied.
import { useMemo, useState } from 'react';
import { App, Button, Divider, Empty, Flex, Input, Tag, Typography } from '@modelsmith/shared/antd';
import { Drawer } from '@modelsmith/shared/antd-data';
import { CopyOutlined, PlusOutlined, SearchOutlined } from '@modelsmith/shared/icons';
import { ErrorState, LoadingState } from '@modelsmith/shared/ui';
import { useTemplateReferenceQuery } from '../../market/api';
import { filterReference, snippetOf, type ReferenceEntry } from '../model';

export interface ReferenceDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Puts a snippet into the open file; absent when no file is open. */
  onInsert?: (snippet: string) => void;
}

function EntryView({ entry, onInsert }: { entry: ReferenceEntry; onInsert?: (snippet: string) => void }) {
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(entry.path);
      message.success(`已复制 ${entry.path}`);
    } catch {
      message.error('复制失败，请手动选择文本复制');
    }
  };
  return (
    <article aria-label={entry.path} style={{ padding: '8px 0' }}>
      <Flex align="center" gap={8} wrap>
        <Typography.Text code strong>
          {entry.path}
        </Typography.Text>
        <Tag>{entry.type}</Tag>
        <Flex gap={4} style={{ marginInlineStart: 'auto' }}>
          {onInsert ? (
            <Button
              size="small"
              type="link"
              icon={<PlusOutlined />}
              aria-label={`插入 ${entry.path}`}
              onClick={() => onInsert(snippetOf(entry))}
            >
              插入
            </Button>
          ) : null}
          <Button
            size="small"
            type="link"
            icon={<CopyOutlined />}
            aria-label={`复制 ${entry.path}`}
            onClick={copy}
          >
            复制
          </Button>
        </Flex>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0' }}>
        {entry.description}
      </Typography.Paragraph>
      <pre
        style={{
          margin: 0,
          padding: '6px 8px',
          background: 'rgba(0, 0, 0, 0.04)',
          borderRadius: 6,
          whiteSpace: 'pre-wrap',
          fontSize: 12,
        }}
      >
        {entry.example.liquid}
        {entry.example.output !== undefined ? `\n→ ${entry.example.output}` : ''}
      </pre>
    </article>
  );
}

export function ReferenceDrawer({ open, onClose, onInsert }: ReferenceDrawerProps) {
  const reference = useTemplateReferenceQuery(undefined, { skip: !open });
  const [keyword, setKeyword] = useState('');
  const sections = useMemo(
    () => filterReference(reference.data?.sections ?? [], keyword),
    [reference.data, keyword],
  );

  return (
    <Drawer title="模板参考" open={open} onClose={onClose} size={520} mask={false}>
      {reference.isLoading ? (
        <LoadingState tip="正在加载参考…" />
      ) : reference.error ? (
        <ErrorState error={reference.error} onRetry={() => void reference.refetch()} />
      ) : (
        <Flex vertical gap={12}>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="搜索变量、过滤器或说明，如 kebab、fields"
            aria-label="搜索参考"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
          />
          {reference.data?.scopes.length ? (
            <Flex vertical gap={2}>
              {reference.data.scopes.map((scope) => (
                <Typography.Text key={scope.scope} type="secondary">
                  <Tag>{scope.title}</Tag>
                  {scope.description}
                </Typography.Text>
              ))}
            </Flex>
          ) : null}
          {sections.length === 0 ? <Empty description="没有匹配的条目" /> : null}
          {sections.map((section) => (
            <section key={section.id} aria-label={section.title}>
              <Divider titlePlacement="start" style={{ margin: '8px 0' }}>
                {section.title}（{section.entries.length}）
              </Divider>
              <Typography.Paragraph type="secondary">{section.description}</Typography.Paragraph>
              {section.entries.map((entry) => (
                <EntryView key={entry.path} entry={entry} onInsert={onInsert} />
              ))}
            </section>
          ))}
        </Flex>
      )}
    </Drawer>
  );
}
