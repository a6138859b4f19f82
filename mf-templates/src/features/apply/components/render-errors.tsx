// What went wrong with a generation: each render error at its file and line (a 400's `data.errors`), or the
// server's message (a plan refusal, a missing project…).
import type { RenderErrors as RenderErrorsData } from '@modelsmith/contract';
import { Alert, Flex, Typography } from '@modelsmith/shared/antd';
import type { HttpQueryError } from '@modelsmith/shared/api';
import { errorMessage } from '@modelsmith/shared/ui';

function errorsOf(error: unknown): RenderErrorsData['errors'] {
  const data = (error as HttpQueryError | undefined)?.data as Partial<RenderErrorsData> | null | undefined;
  return Array.isArray(data?.errors) ? data.errors : [];
}

export function RenderErrors({ error }: { error: unknown }) {
  const errors = errorsOf(error);
  return (
    <Alert
      type="error"
      showIcon
      message={errors.length ? `模板渲染失败（${errors.length} 处错误）` : '生成失败'}
      description={
        errors.length ? (
          <Flex vertical gap={4} component="ul" style={{ margin: 0, paddingLeft: 16 }}>
            {errors.map((item, index) => (
              <li key={index}>
                <Typography.Text code>
                  {item.file}
                  {item.line ? `:${item.line}` : ''}
                </Typography.Text>{' '}
                {item.message}
              </li>
            ))}
          </Flex>
        ) : (
          errorMessage(error)
        )
      }
    />
  );
}
