import type { Rule } from 'eslint';

export interface BoundaryOptions {
  readonly publicModules: readonly string[];
  readonly workflowModules: readonly string[];
  readonly workflowDir: string;
}

export function boundaryViolation(from: readonly string[], target: readonly string[], options: BoundaryOptions): string | null;

declare const plugin: { rules: { imports: Rule.RuleModule } };
export default plugin;
