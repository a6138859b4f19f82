// A failed generation, clearly: the set, the server's message, and each render error at its file and line.
import type { RenderErrors } from '@modelsmith/contract';
import { Alert, Flex, Typography } from '@modelsmith/shared/antd';

export type RenderError = RenderErrors['errors'][number];

export interface GenerationFailure {
  setName: string;
  message: string;
  errors: RenderError[];
}

/** The render errors a 400 carries in `data.errors` (the RTK Query error's `data`), if any. */
export function renderErrorsOf(error: unknown): RenderError[] {
  const data = (error as { data?: unknown } | null)?.data;
  const errors = (data as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors)
    ? errors.filter(
        (item): item is RenderError =>
          typeof item === 'object' && item !== null && typeof (item as RenderError).message === 'string',
      )
    : [];
}

export function RenderFailures({ failures }: { failures: GenerationFailure[] }) {
  if (!failures.length) return null;
  return (
    <Flex vertical gap={8}>
      {failures.map((failure) => (
        <Alert
          key={failure.setName}
          type="error"
          showIcon
          title={`模板集「${failure.setName}」生成失败：${failure.message}`}
          description={
            failure.errors.length ? (
              <ul style={{ margin: 0, paddingInlineStart: 20 }} aria-label={`${failure.setName} 的渲染错误`}>
                {failure.errors.map((error, index) => (
                  <li key={index}>
                    <Typography.Text code>
                      {error.file}
                      {error.line ? `:${error.line}` : ''}
                    </Typography.Text>{' '}
                    {error.message}
                  </li>
                ))}
              </ul>
            ) : undefined
          }
        />
      ))}
    </Flex>
  );
}
