// The product's template model has files only (API.md: each file an output path with a scope), so an official set
// reaches users with its partials — templates no file names, pulled in by include / render — written into the files
// that use them. The set on disk keeps them apart, readable; what users see and fork is self-contained and renders
// byte-identically (tested): each call becomes a capture of the partial's text, with the call's whitespace control.
import type { TemplateSet } from './types';

/** `{%- include 'name.liquid' -%}` / `{% render 'name.liquid', a: b %}`: the tag, its dashes, kind, name, arguments. */
const CALL = /\{%(-?)\s*(include|render)\s+'([^']+)'\s*((?:,\s*[\w.]+\s*:\s*[\w.'"]+\s*)*)(-?)%\}/g;
const ARGUMENT = /([\w]+)\s*:\s*([\w.'"]+)/g;
const MAX_DEPTH = 8;

export function withPartialsInlined(set: TemplateSet): TemplateSet {
  const used = new Set(set.files.map((file) => file.template));
  const partials = new Map(Object.entries(set.templates).filter(([name]) => !used.has(name)));
  if (partials.size === 0) return set;
  let counter = 0;
  const inline = (source: string, depth: number): string =>
    source.replace(CALL, (call, left: string, _kind: string, name: string, args: string, right: string) => {
      const partial = partials.get(name);
      if (partial === undefined || depth >= MAX_DEPTH) return call;
      counter += 1;
      const variable = `inlined_${counter}`;
      // render passes its arguments by name; the same names need nothing, others are assigned first.
      const assigns = [...args.matchAll(ARGUMENT)]
        .filter(([, key, value]) => key !== value)
        .map(([, key, value]) => `{% assign ${key} = ${value} %}`)
        .join('');
      const body = inline(partial, depth + 1);
      return `{%${left} capture ${variable} %}${assigns}${body}{% endcapture %}{{${right ? '-' : ''} ${variable} ${right ? '-' : ''}}}`;
    });
  const templates = Object.fromEntries(
    Object.entries(set.templates)
      .filter(([name]) => used.has(name))
      .map(([name, source]) => [name, inline(source, 0)]),
  );
  return { ...set, templates };
}
