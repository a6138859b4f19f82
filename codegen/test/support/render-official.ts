// Renders an official set as the product does: with the limits of a trusted set, so a check never fails only
// because the machine is busy (the tests run beside compilers and databases on two cores).
import { renderSet, type GeneratedFile } from '../../src/engine/render-set';
import type { Model } from '../../src/model/types';
import { OFFICIAL_SET_LIMITS } from '../../src/sets/official';
import type { TemplateSet } from '../../src/sets/types';

export function renderOfficial(model: Model, set: TemplateSet): GeneratedFile[] {
  return renderSet(model, set, { limits: OFFICIAL_SET_LIMITS });
}
