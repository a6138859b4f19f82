// One LiquidJS engine per set: strict, no file system (templates come from the set only), with DoS limits.
import { Liquid } from 'liquidjs';

import type { TemplateSet } from '../sets/types';
import { registerFilters } from './filters';
import type { RenderLimits } from './limits';

export function createLiquid(set: TemplateSet, limits: RenderLimits): Liquid {
  const liquid = new Liquid({
    // `templates` replaces the file system: include/render/layout resolve only inside the set.
    templates: { ...set.templates },
    strictVariables: true,
    strictFilters: true,
    ownPropertyOnly: true,
    dynamicPartials: true,
    cache: true,
    parseLimit: limits.maxTemplateChars,
    renderLimit: limits.renderMs,
    memoryLimit: limits.memory,
    greedy: false,
  });
  registerFilters(liquid);
  return liquid;
}
