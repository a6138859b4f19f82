// Export DDL: the project's schema in either dialect, to copy or download as a .sql file.
import { useState } from 'react';
import type { DdlDialect } from '@modelsmith/contract';
import { App, Button, Flex, Modal, Radio } from '@modelsmith/shared/antd';
import { CopyOutlined, DownloadOutlined } from '@modelsmith/shared/icons';
import { ErrorState, LoadingState } from '@modelsmith/shared/ui';
import { useProjectDdlQuery } from '../../projects/api';
import { downloadBlob } from '@modelsmith/shared/http';

export interface ExportDdlDialogProps {
  projectId: number;
  projectName: string;
  defaultDialect: DdlDialect;
  open: boolean;
  onClose: () => void;
}

export function ExportDdlDialog({
  projectId,
  projectName,
  defaultDialect,
  open,
  onClose,
}: ExportDdlDialogProps) {
  const { message } = App.useApp();
  const [dialect, setDialect] = useState<DdlDialect>(defaultDialect);
  const { data, error, isFetching, refetch } = useProjectDdlQuery(
    { id: projectId, dialect },
    { skip: !open },
  );

  return (
    <Modal
      title="导出建表语句"
      open={open}
      width={820}
      onCancel={onClose}
      footer={
        <Flex justify="space-between">
          <Radio.Group
            optionType="button"
            value={dialect}
            onChange={(event) => setDialect(event.target.value as DdlDialect)}
            options={[
              { value: 'mysql', label: 'MySQL' },
              { value: 'postgresql', label: 'PostgreSQL' },
            ]}
          />
          <Flex gap={8}>
            <Button
              icon={<CopyOutlined />}
              disabled={!data}
              onClick={() =>
                data &&
                void navigator.clipboard.writeText(data.sql).then(
                  () => message.success('已复制'),
                  () => message.error('复制失败，请手动选择文本复制'),
                )
              }
            >
              复制
            </Button>
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              disabled={!data}
              onClick={() =>
                data &&
                downloadBlob(
                  `${projectName}-${dialect}.sql`,
                  new Blob([data.sql], { type: 'application/sql;charset=utf-8' }),
                )
              }
            >
              下载 .sql
            </Button>
          </Flex>
        </Flex>
      }
    >
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !data || isFetching ? (
        <LoadingState tip="正在生成…" />
      ) : (
        <pre
          aria-label="建表语句"
          style={{
            maxHeight: 480,
            overflow: 'auto',
            background: '#0f172a',
            color: '#e2e8f0',
            padding: 16,
            borderRadius: 8,
            fontSize: 12,
            margin: 0,
          }}
        >
          {data.sql}
        </pre>
      )}
    </Modal>
  );
}
