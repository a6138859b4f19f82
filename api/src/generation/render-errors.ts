// Turns what the render worker reports (an engine error, a crash, a timeout) into the API's
// `[{file, line?, message}]`: `file` is the template's output path as the user wrote it, messages are Chinese.
import type { TemplateFile } from './template-files';
import { fileIndexOfTemplate } from './template-files';

export interface RenderError {
  /** The output path of the file at fault; '' when the error belongs to no one file (the model, the whole set). */
  file: string;
  line?: number;
  message: string;
}

/** An error as the worker sends it: only plain data crosses the thread boundary. */
export interface WorkerError {
  name: string;
  message: string;
  file?: string;
  line?: number | null;
  problems?: { path: string; message: string }[];
}

const PATH_TEMPLATE = /set\.json files\[(\d+)\]\.path/g;
// The engine puts a space between a name and `第 n 行`; Chinese text needs none after 「…」.
const TEMPLATE_NAME = /file-(\d+)\.liquid(?: (?=第 ))?/g;
const PROBLEM_FILE = /^files\[(\d+)\]/;

function fileAt(files: TemplateFile[], index: number | null): TemplateFile | undefined {
  return index === null ? undefined : files[index];
}

/** The engine names files by template name and path templates by `set.json files[i].path`: say the user's path. */
function rewriteMessage(message: string, setId: string, files: TemplateFile[]): string {
  return message
    .replace(`模板集 ${setId} 的 `, '')
    .replace(`模板集 ${setId}`, '模板集')
    .replace(PATH_TEMPLATE, (whole, i: string) => {
      const file = files[Number(i)];
      return file ? `文件「${file.path}」的输出路径` : whole;
    })
    .replace(TEMPLATE_NAME, (whole, n: string) => {
      const file = files[Number(n) - 1];
      return file ? `文件「${file.path}」` : whole;
    });
}

/** Which file an engine error is about: its template, or the path template its message names. */
function fileOfTemplateError(error: WorkerError, files: TemplateFile[]): string {
  const byTemplate = fileAt(files, error.file ? fileIndexOfTemplate(error.file) : null);
  if (byTemplate) return byTemplate.path;
  const pathIndex = /set\.json files\[(\d+)\]\.path/.exec(error.message);
  return fileAt(files, pathIndex ? Number(pathIndex[1]) : null)?.path ?? '';
}

export function renderErrorsOf(error: WorkerError, setId: string, files: TemplateFile[]): RenderError[] {
  switch (error.name) {
    case 'TemplateError': {
      const line = typeof error.line === 'number' ? error.line : undefined;
      return [
        {
          file: fileOfTemplateError(error, files),
          ...(line === undefined ? {} : { line }),
          message: rewriteMessage(error.message, setId, files),
        },
      ];
    }
    case 'InvalidModelError':
      return (error.problems ?? []).map((problem) => ({
        file: '',
        message: `模型校验未通过：${problem.path ? `${problem.path}：` : ''}${problem.message}`,
      }));
    case 'InvalidSetError':
      return (error.problems ?? []).map((problem) => {
        const index = PROBLEM_FILE.exec(problem.path);
        const file = fileAt(files, index ? Number(index[1]) : null);
        return {
          file: file?.path ?? '',
          message: index ? `第 ${Number(index[1]) + 1} 个文件：${problem.message}` : problem.message,
        };
      });
    default:
      // Anything else is our bug, not the user's: its text stays in the server log, never in the answer.
      return [{ file: '', message: '模板渲染失败：生成引擎内部错误，请稍后重试或联系管理员' }];
  }
}

/** A render that died (timeout, crash) cannot say which template it was in, unless there was only one. */
export function wholeRenderFailed(message: string, files: TemplateFile[]): RenderError[] {
  return [{ file: files.length === 1 ? files[0].path : '', message }];
}
