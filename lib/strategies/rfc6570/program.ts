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
 * What the expansions read of a compiled template (compile-template.ts): its text, for messages,
 * its program and its lean reading. Here, below the compile, so the expansions need not import it.
 */
export interface Program {
  readonly template: string;
  /** The parts in order, each as two items, the part and its code (see CompiledTemplate.program). */
  readonly program: readonly (string | Expression | number)[];
  /** The program's lean reading (lean-expansion.ts), or NOT_LEAN. */
  readonly leanReading: number;
}
