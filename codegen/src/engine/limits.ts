// Limits that keep a hostile or broken template from hanging or exhausting the process.

export interface RenderLimits {
  /** Longest a single template source may be (characters). */
  maxTemplateChars: number;
  /** Time for one file's render, in ms. */
  renderMs: number;
  /** Time for a whole generation, in ms. */
  totalMs: number;
  /** LiquidJS memory budget per render (roughly characters and array items allocated). */
  memory: number;
  /** Largest single output file (characters). */
  maxFileChars: number;
  /** Largest generation in total (characters). */
  maxTotalChars: number;
  maxFiles: number;
}

export const DEFAULT_LIMITS: RenderLimits = {
  maxTemplateChars: 512 * 1024,
  renderMs: 500,
  totalMs: 20_000,
  memory: 32_000_000,
  maxFileChars: 2_000_000,
  maxTotalChars: 64_000_000,
  maxFiles: 20_000,
};
