// Generated files to read: the tree on the left; the chosen file's path, a copy button and its
// highlighted content on the right.
import { useDeferredValue, useMemo, useState } from 'react';
import { App, Button, Empty, Flex, Tag, theme, Tooltip, Typography } from '@modelsmith/shared/antd';
import { CopyOutlined } from '@modelsmith/shared/icons';
import { CodeViewer } from './code-viewer';
import { buildFileTree, FileTree, treeOrder } from './file-tree';
import { frameStyle } from './setup';

export interface CodeFile {
  path: string;
  content: string;
  language: string;
}

export interface GeneratedFilesProps {
  files: CodeFile[];
  emptyText?: string;
  height?: number | string;
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy refused');
  } finally {
    area.remove();
  }
}

export function GeneratedFiles({ files, emptyText = '没有生成任何文件', height = 560 }: GeneratedFilesProps) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const paths = useMemo(() => files.map((file) => file.path), [files]);
  const ordered = useMemo(() => treeOrder(buildFileTree(paths)), [paths]);
  const [chosen, setChosen] = useState<string>();
  const current =
    files.find((file) => file.path === chosen) ?? files.find((file) => file.path === ordered[0]);
  // The tree paints first; the highlighted file follows in a background render (CodeMirror on a large file is
  // the costly part), so a click shows what was generated at once.
  const shown = useDeferredValue(current, undefined);

  if (!files.length) {
    return (
      <Flex align="center" justify="center" style={{ ...frameStyle(height, token), minHeight: 200 }}>
        <Empty description={emptyText} />
      </Flex>
    );
  }

  return (
    <Flex gap={12} style={{ height }} className="ms-generated-files">
      {/* A share of the width, not a fixed 300 px: in a narrow pane (the template IDE) the code keeps room. */}
      <Flex
        vertical
        style={{ ...frameStyle('100%', token), width: '36%', minWidth: 160, maxWidth: 300, flex: 'none' }}
      >
        <Typography.Text
          type="secondary"
          style={{ padding: '8px 12px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
        >
          共 {files.length} 个文件
        </Typography.Text>
        <div style={{ flex: 1, overflow: 'auto', padding: '4px 0' }} aria-label="文件树" role="region">
          <FileTree paths={paths} selected={current?.path} onSelect={setChosen} />
        </div>
      </Flex>
      <Flex vertical gap={8} style={{ flex: 1, minWidth: 0 }}>
        {current ? (
          <>
            <Flex align="center" gap={8} style={{ minHeight: 32 }}>
              <Typography.Text strong ellipsis={{ tooltip: current.path }} style={{ flex: 1 }}>
                {current.path}
              </Typography.Text>
              <Tag>{current.language}</Tag>
              <Tooltip title="复制文件内容">
                <Button
                  icon={<CopyOutlined />}
                  onClick={() =>
                    copyText(current.content).then(
                      () => void message.success('已复制'),
                      () => void message.error('复制失败，请手动选择文本复制'),
                    )
                  }
                >
                  复制
                </Button>
              </Tooltip>
            </Flex>
            <div style={{ flex: 1, minHeight: 0 }}>
              {shown ? (
                <CodeViewer content={shown.content} language={shown.language} height="100%" />
              ) : (
                <div style={frameStyle('100%', token)} />
              )}
            </div>
          </>
        ) : null}
      </Flex>
    </Flex>
  );
}
