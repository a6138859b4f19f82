// renderSet / generate: model × template sets → files, under the render limits and path rules.
import type { Template } from 'liquidjs';

import { buildContext } from '../context/build-context';
import type { TemplateContext } from '../context/types';
import type { Model } from '../model/types';
import { validateModel } from '../model/validate';
import { parseTemplateSet } from '../sets/parse-set';
import type { TemplateSet } from '../sets/types';
import { InvalidModelError, InvalidSetError, TemplateError } from './errors';
import { createLiquid } from './liquid';
import { DEFAULT_LIMITS, type RenderLimits } from './limits';
import { normaliseOutputPath, UnsafePathError } from './output-path';
import { translateError } from './translate-error';

export interface GeneratedFile {
  path: string;
  content: string;
  language: string;
  setId: string;
}

export interface Generation {
  files: GeneratedFile[];
}

export interface RenderOptions {
  limits?: Partial<RenderLimits>;
  /** Only these entities (class names) get per-entity files; all entities stay visible to templates. */
  entities?: string[];
  /** Prepended to every output path, e.g. the set id when several sets are generated together. */
  pathPrefix?: string;
}

/** Shared by the files of one generation, so the total budgets hold across sets. */
interface Budget {
  deadline: number;
  chars: number;
  files: number;
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

function newBudget(limits: RenderLimits): Budget {
  return { deadline: now() + limits.totalMs, chars: 0, files: 0 };
}

function checkedSet(set: TemplateSet): TemplateSet {
  const parsed = parseTemplateSet(set);
  if (!parsed.ok) throw new InvalidSetError(typeof set?.id === 'string' ? set.id : '?', parsed.problems);
  return parsed.set;
}

function checkedModel(model: Model): Model {
  const result = validateModel(model);
  if (!result.ok) throw new InvalidModelError(result.problems);
  return result.model;
}

function renderSetWithin(
  context: TemplateContext,
  rawSet: TemplateSet,
  limits: RenderLimits,
  budget: Budget,
  options: RenderOptions,
): GeneratedFile[] {
  const set = checkedSet(rawSet);
  const liquid = createLiquid(set, limits);
  const parsed = new Map<string, Template[]>();
  const parse = (source: string, file: string): Template[] => {
    const key = `${file}\u0000${source}`;
    const cached = parsed.get(key);
    if (cached) return cached;
    try {
      const templates = liquid.parse(source, file);
      parsed.set(key, templates);
      return templates;
    } catch (error) {
      throw translateError(error, set.id, file, limits, set.templates);
    }
  };
  const render = (templates: Template[], scope: object, file: string): string => {
    const remaining = budget.deadline - now();
    if (remaining <= 0)
      throw new TemplateError(
        `模板集 ${set.id} 的 ${file}：整体生成超时（超过 ${limits.totalMs} 毫秒）`,
        set.id,
        file,
        null,
      );
    try {
      return liquid.renderSync(templates, scope, {
        renderLimit: Math.min(limits.renderMs, remaining),
      }) as string;
    } catch (error) {
      throw translateError(error, set.id, file, limits, set.templates);
    }
  };
  const wanted = options.entities ? new Set(options.entities) : null;
  const files: GeneratedFile[] = [];
  set.files.forEach((file, i) => {
    const body = parse(set.templates[file.template], file.template);
    const pathTemplate = parse(file.path, `set.json files[${i}].path`);
    const scopes: TemplateContext[] =
      file.scope === 'project'
        ? [context]
        : context.entities
            // An entity without key fields has no code to generate (no ORM mapping, no by-id route): the DDL,
            // written by project files, is where it lives.
            .filter((e) => !e.keyless && (!wanted || wanted.has(e.className)))
            .map((entity) => ({ ...context, entity }));
    for (const scope of scopes) {
      const rawPath = render(pathTemplate, scope, `set.json files[${i}].path`);
      let path: string;
      try {
        path = normaliseOutputPath(`${options.pathPrefix ? `${options.pathPrefix}/` : ''}${rawPath}`);
      } catch (error) {
        const reason = error instanceof UnsafePathError ? error.message : String(error);
        throw new TemplateError(
          `模板集 ${set.id} 的 set.json files[${i}].path：${reason}`,
          set.id,
          'set.json',
          null,
        );
      }
      const content = render(body, scope, file.template);
      if (content.length > limits.maxFileChars)
        throw new TemplateError(
          `模板集 ${set.id} 的 ${file.template}：生成的文件 ${path} 过大（超过 ${limits.maxFileChars} 个字符）`,
          set.id,
          file.template,
          null,
        );
      budget.chars += content.length;
      budget.files += 1;
      if (budget.chars > limits.maxTotalChars || budget.files > limits.maxFiles)
        throw new TemplateError(
          `模板集 ${set.id}：生成结果过大（最多 ${limits.maxFiles} 个文件、${limits.maxTotalChars} 个字符）`,
          set.id,
          file.template,
          null,
        );
      files.push({ path, content, language: file.language, setId: set.id });
    }
  });

  return files;
}

function sortAndCheck(files: GeneratedFile[]): GeneratedFile[] {
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].path === sorted[i - 1].path)
      throw new TemplateError(
        `模板集 ${sorted[i].setId} 生成了重复的文件路径 ${sorted[i].path}（输出路径模板需要包含实体名等区分部分）`,
        sorted[i].setId,
        'set.json',
        null,
      );
  }
  return sorted;
}

/** Renders one set for a model; throws InvalidModelError, InvalidSetError or TemplateError. */
export function renderSet(model: Model, set: TemplateSet, options: RenderOptions = {}): GeneratedFile[] {
  const valid = checkedModel(model);
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  return sortAndCheck(renderSetWithin(buildContext(valid), set, limits, newBudget(limits), options));
}

/** Several sets at once; each set's files go under a folder named after its id when there is more than one. */
export function generate(
  model: Model,
  sets: TemplateSet[],
  options: Omit<RenderOptions, 'pathPrefix'> = {},
): Generation {
  const valid = checkedModel(model);
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const context = buildContext(valid);
  const budget = newBudget(limits);
  const files = sets.flatMap((set) =>
    renderSetWithin(context, set, limits, budget, {
      ...options,
      pathPrefix: sets.length > 1 ? set.id : undefined,
    }),
  );
  return { files: sortAndCheck(files) };
}
