import type { Operator } from "./operators";

/** One `varspec` of an expression: a name with an optional prefix (`:n`) or explode (`*`). */
export interface VariableSpec {
  readonly name: string;
  readonly explode: boolean;
  /** The prefix length in code points, 0 for none. */
  readonly prefix: number;
  /** Where the name starts in the template, for error messages. */
  readonly position: number;
}

/** One `{...}` expression of several variables, or of one with a prefix. */
export interface Expression {
  readonly operator: Operator;
  readonly variables: readonly VariableSpec[];
}

/**
 * What the expansion reads of a compiled template (compile-template.ts): its text, for messages,
 * and its program. Here, below the compile, so the expansion need not import it.
 */
export interface Program {
  readonly template: string;
  /** The parts in order, each as two items, the part and its code (see CompiledTemplate.program). */
  readonly program: readonly (string | Expression | number)[];
}
