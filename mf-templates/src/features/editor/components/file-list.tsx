// The left pane: the files of the set with their scope and error count; add, rename and delete.
import { useState } from 'react';
import { Badge, Button, Flex, Popconfirm, Tag, Tooltip, Typography } from '@modelsmith/shared/antd';
import { DeleteOutlined, EditOutlined, FileTextOutlined, PlusOutlined } from '@modelsmith/shared/icons';
import { pathProblem, SCOPE_LABELS, suggestPath, type DraftFile, type Scope } from '../model';
import { FileDialog } from './file-dialog';

export interface FileListProps {
  files: DraftFile[];
  selected: string | null;
  errorCounts: Map<string, number>;
  onSelect: (key: string) => void;
  onAdd: (path: string, scope: Scope) => void;
  onRename: (key: string, path: string, scope: Scope) => void;
  onDelete: (key: string) => void;
}

type Dialog = { kind: 'add' } | { kind: 'rename'; file: DraftFile } | null;

export function FileList({
  files,
  selected,
  errorCounts,
  onSelect,
  onAdd,
  onRename,
  onDelete,
}: FileListProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const renaming = dialog?.kind === 'rename' ? dialog.file : null;

  return (
    <Flex vertical gap={8} style={{ minWidth: 0 }}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>文件（{files.length}）</Typography.Text>
        <Button size="small" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
          添加文件
        </Button>
      </Flex>
      <nav aria-label="模板文件">
        <Flex vertical gap={2}>
          {files.map((file) => {
            const active = file.key === selected;
            const count = errorCounts.get(file.key) ?? 0;
            return (
              // Two lines: the whole path (it wraps) above its scope and actions, so a 240 px column shows it.
              <Flex
                key={file.key}
                vertical
                gap={2}
                style={{
                  padding: '4px 6px',
                  borderRadius: 6,
                  background: active ? 'rgba(22, 119, 255, 0.1)' : undefined,
                }}
              >
                <Button
                  type="text"
                  size="small"
                  aria-current={active ? 'true' : undefined}
                  title={file.path}
                  onClick={() => onSelect(file.key)}
                  style={{
                    height: 'auto',
                    justifyContent: 'flex-start',
                    alignItems: 'flex-start',
                    textAlign: 'left',
                  }}
                >
                  <FileTextOutlined style={{ marginTop: 4 }} />
                  <span style={{ whiteSpace: 'normal', wordBreak: 'break-all' }}>
                    {file.path || '（未命名）'}
                  </span>
                </Button>
                <Flex align="center" gap={4} style={{ paddingInlineStart: 7 }}>
                  <Tag style={{ marginInlineEnd: 0 }} color={file.scope === 'ENTITY' ? 'blue' : 'purple'}>
                    {SCOPE_LABELS[file.scope]}
                  </Tag>
                  {count > 0 ? <Badge count={count} size="small" title={`${count} 个错误`} /> : null}
                  <Tooltip title="重命名">
                    <Button
                      type="text"
                      size="small"
                      aria-label={`重命名 ${file.path}`}
                      icon={<EditOutlined />}
                      onClick={() => setDialog({ kind: 'rename', file })}
                      style={{ marginInlineStart: 'auto' }}
                    />
                  </Tooltip>
                  <Popconfirm
                    title="删除这个文件？"
                    description={file.path}
                    okText="删除"
                    okButtonProps={{ danger: true }}
                    cancelText="取消"
                    disabled={files.length <= 1}
                    onConfirm={() => onDelete(file.key)}
                  >
                    <Tooltip title={files.length <= 1 ? '模板集至少需要一个文件' : '删除'}>
                      <Button
                        type="text"
                        size="small"
                        danger
                        aria-label={`删除 ${file.path}`}
                        disabled={files.length <= 1}
                        icon={<DeleteOutlined />}
                      />
                    </Tooltip>
                  </Popconfirm>
                </Flex>
              </Flex>
            );
          })}
        </Flex>
      </nav>
      <FileDialog
        open={dialog !== null}
        title={renaming ? '重命名文件' : '添加文件'}
        okText={renaming ? '确定' : '添加'}
        initialPath={renaming ? renaming.path : suggestPath(files, 'ENTITY')}
        initialScope={renaming ? renaming.scope : 'ENTITY'}
        check={(path) => pathProblem(files, path, renaming?.key)}
        onCancel={() => setDialog(null)}
        onOk={(path, scope) => {
          if (renaming) onRename(renaming.key, path, scope);
          else onAdd(path, scope);
          setDialog(null);
        }}
      />
    </Flex>
  );
}
