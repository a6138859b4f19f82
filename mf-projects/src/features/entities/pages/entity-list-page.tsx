// /projects/{projectId}/entities: the project's entities, searchable; import and export DDL; a new entity while
// the membership allows one more.
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, Card, Input } from '@modelsmith/shared/antd';
import { ExportOutlined, ImportOutlined, PlusOutlined } from '@modelsmith/shared/icons';
import {
  ErrorState,
  LoadingState,
  PageContainer,
  QuotaButton,
  QuotaMeter,
  useQuota,
} from '@modelsmith/shared/ui';
import { useProjectQuery } from '../../projects/api';
import { defaultDialectOf } from '../../projects/dialect';
import { useEntityPageQuery } from '../api';
import { EntityTable } from '../components/entity-table';
import { ExportDdlDialog } from '../components/export-ddl-dialog';
import { ImportDdlDialog } from '../components/import-ddl-dialog';

export default function EntityListPage() {
  const projectId = Number(useParams().projectId);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [page, setPage] = useState({ current: 1, size: 20, keyword: undefined as string | undefined });
  const [exporting, setExporting] = useState(false);
  const project = useProjectQuery(projectId);
  const entities = useEntityPageQuery({ projectId, ...page });
  // The project's own count, not the page total: a search narrows the page, not the quota.
  const quota = useQuota('entitiesPerProject', project.data?.entityCount);
  const importing = searchParams.get('import') === '1';
  const setImporting = (open: boolean) =>
    setSearchParams((params) => {
      if (open) params.set('import', '1');
      else params.delete('import');
      return params;
    });

  if (project.error) return <ErrorState error={project.error} onRetry={() => void project.refetch()} />;
  if (!project.data) return <LoadingState />;
  const dialect = defaultDialectOf(project.data);
  return (
    <PageContainer
      title="实体管理"
      subtitle={project.data.name}
      extra={
        <>
          <QuotaMeter quota={quota} />
          <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
            导入 DDL
          </Button>
          <Button
            icon={<ExportOutlined />}
            onClick={() => setExporting(true)}
            disabled={!entities.data?.total}
          >
            导出 DDL
          </Button>
          <QuotaButton
            quota={quota}
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(`/projects/${projectId}/entities/designer`)}
          >
            新建实体
          </QuotaButton>
        </>
      }
    >
      <Card>
        <Input.Search
          placeholder="搜索类名、表名、中文名或注释"
          allowClear
          enterButton="搜索"
          style={{ maxWidth: 360, marginBottom: 16 }}
          onSearch={(keyword) => setPage({ ...page, current: 1, keyword: keyword.trim() || undefined })}
        />
        {entities.error ? (
          <ErrorState error={entities.error} onRetry={() => void entities.refetch()} />
        ) : (
          <EntityTable
            projectId={projectId}
            entities={entities.data?.records}
            loading={entities.isFetching}
            emptyText={page.keyword ? '没有匹配的实体' : '还没有实体：导入建表语句，或新建一个实体'}
            pagination={{
              current: page.current,
              pageSize: page.size,
              total: entities.data?.total ?? 0,
              showSizeChanger: true,
              showTotal: (total) => `共 ${total} 个实体`,
              onChange: (current, size) => setPage({ ...page, current, size }),
            }}
          />
        )}
      </Card>
      <ImportDdlDialog
        projectId={projectId}
        defaultDialect={dialect}
        open={importing}
        onClose={() => setImporting(false)}
      />
      <ExportDdlDialog
        projectId={projectId}
        projectName={project.data.name}
        defaultDialect={dialect}
        open={exporting}
        onClose={() => setExporting(false)}
      />
    </PageContainer>
  );
}
