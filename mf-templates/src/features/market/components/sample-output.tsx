// The 示例输出 tab of a set's page: what the set produces for the built-in sample model.
import { GeneratedFiles } from '@modelsmith/shared/code';
import { ErrorState, LoadingState } from '@modelsmith/shared/ui';
import { useSamplePreviewQuery } from '../api';

export function SampleOutput({ templateId }: { templateId: number }) {
  const { data, error, isFetching, refetch } = useSamplePreviewQuery(templateId);
  if (error) return <ErrorState error={error} title="示例输出生成失败" onRetry={() => void refetch()} />;
  if (isFetching || !data) return <LoadingState tip="正在用示例模型生成…" />;
  return <GeneratedFiles files={data.files} emptyText="示例模型没有生成任何文件" />;
}
