import type { Limits } from '@marcbachmann/cel-js';

/**
 * Structural limits on a policy while it is parsed. A rule is at most 4,096 characters
 * (contract/catalog.ts), so these refuse only pathological nesting and literal sizes, at parse
 * time, before anything runs: the parser is recursive and each level is a stack frame. What a
 * valid expression then costs to evaluate (comprehensions nest, and each multiplies the work) is
 * bounded by the evaluation budget, not here.
 */
export const CEL_LIMITS: Partial<Limits> = {
  maxAstNodes: 4096,
  maxDepth: 64,
  maxListElements: 1000,
  maxMapEntries: 1000,
  maxCallArguments: 32,
};
