// A project's entities as a table: class, table, label, field and relation counts, last change, actions.
import { Link } from 'react-router-dom';
import type { Entity } from '@modelsmith/contract';
import { App, Button, Flex, Popconfirm, Typography } from '@modelsmith/shared/antd';
import { type ColumnsType, Table, type TablePaginationConfig } from '@modelsmith/shared/antd-data';
import { formatDateTime } from '@modelsmith/shared/ui';
import { useDeleteEntityMutation } from '../api';

const COMPACT_KEYS = new Set(['className', 'tableName', 'label', 'fields']);

/** The columns whose key is in `keys` (all when null). */
const only = (keys: Set<string> | null, columns: ColumnsType<Entity>) =>
  keys ? columns.filter((column) => keys.has(String(column.key))) : columns;

export interface EntityTableProps {
  projectId: number;
  /** undefined while loading (the table keeps its own stable empty list). */
  entities: Entity[] | undefined;
  loading: boolean;
  pagination?: TablePaginationConfig | false;
  emptyText?: string;
  /** A narrow column (the project overview): class, table, label and fields only. */
  compact?: boolean;
}

export function EntityTable({
  projectId,
  entities,
  loading,
  pagination = false,
  emptyText,
  compact = false,
}: EntityTableProps) {
  const { message } = App.useApp();
  const [remove, { isLoading: removing }] = useDeleteEntityMutation();
  const designer = (entity: Entity) => `/projects/${projectId}/entities/${entity.id}/edit`;

  return (
    <Table<Entity>
      rowKey="id"
      loading={loading}
      dataSource={entities}
      pagination={pagination}
      size={compact ? 'small' : undefined}
      scroll={compact ? undefined : { x: 820 }}
      locale={{ emptyText: emptyText ?? '没有实体' }}
      columns={only(compact ? COMPACT_KEYS : null, [
        {
          title: '类名',
          key: 'className',
          dataIndex: 'className',
          render: (className: string, entity) => (
            <Link to={designer(entity)} style={{ fontWeight: 500 }}>
              {className}
            </Link>
          ),
        },
        {
          title: '表名',
          key: 'tableName',
          dataIndex: 'tableName',
          render: (tableName: string) => (
            <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
              {tableName}
            </Typography.Text>
          ),
        },
        { title: '中文名', key: 'label', dataIndex: 'label', render: (label?: string) => label ?? '—' },
        { title: '字段', key: 'fields', align: 'right', render: (_, entity) => entity.fields.length },
        {
          title: '关系',
          key: 'relations',
          align: 'right',
          render: (_, entity) => entity.relations?.length ?? 0,
        },
        { title: '最近修改', dataIndex: 'updatedAt', render: formatDateTime },
        {
          title: '操作',
          key: 'actions',
          render: (_, entity) => (
            <Flex gap={4}>
              <Link to={designer(entity)}>
                <Button size="small" type="link">
                  设计
                </Button>
              </Link>
              <Popconfirm
                title={`删除实体 ${entity.className}？`}
                description="删除后无法恢复。"
                okText="删除"
                okButtonProps={{ danger: true }}
                cancelText="取消"
                onConfirm={async () => {
                  try {
                    await remove({ projectId, id: entity.id }).unwrap();
                    void message.success(`已删除 ${entity.className}`);
                  } catch {
                    // The HTTP layer has shown why; the user stays where they are.
                  }
                }}
              >
                <Button size="small" type="link" danger loading={removing}>
                  删除
                </Button>
              </Popconfirm>
            </Flex>
          ),
        },
      ])}
    />
  );
}
