import type { VariableNames } from "../options/profiles";
import { notImplemented } from "./not-implemented";
import type { SegmentExpressions } from "../url/template-shape";

export type { VariableNames };

/** A template read once, ready for many expansions. @category Strategies and contracts */
export interface PreparedTemplate {
  /** The names of the variables the template uses, in order of first use, without duplicates. */
  readonly variableNames: readonly string[];
  /** Expands the template with `variables` (own keys only), as {@link TemplateExpander.expand} would. */
  expand(variables: Readonly<Record<string, unknown>>): string;
}

/**
 * What the package's own expander tells the core of an expansion as it writes it, so the core
 * need not scan the URL it built (a scan would first copy the string the concatenations made).
 * Trusted only from a reading the package built safe (see built-safe.ts). @internal
 */
export interface ExpansionFacts {
  /** Where the path ends: the index of the first `?` or `#`, else the length. */
  pathEnd: number;
  /** The index of the first `#`, or -1. */
  fragmentStart: number;
  /** The last character code of the path (-1 for an empty path). */
  pathLastCode: number;
  /** The last character code before the fragment (-1 when there is none). */
  lastCode: number;
  /** Whether the path holds a `.` or `..` segment, plain or percent-encoded, or followed by `;...`. */
  dotSegment: boolean;
}

/** A reading that also reports {@link ExpansionFacts}: the package's own expander's. @internal */
export interface FactReportingTemplate extends PreparedTemplate {
  /**
   * The variable names as {@link PreparedTemplate.variableNames} lists them, in a plain array the
   * core only reads (no frozen copy is made on a plan-cache miss).
   */
  readonly names: readonly string[];
  /**
   * The template's shape as `templateShape()` reads it, read by the same scan that compiled it
   * (`undefined` when it was not: the core reads it then).
   */
  readonly wholeSegmentNames: readonly string[] | undefined;
  readonly wholeSegmentGroups: readonly SegmentExpressions[];
  readonly literalDotSegment: boolean;
  expandWithFacts(variables: Readonly<Record<string, unknown>>, facts: ExpansionFacts): string;
}

/**
 * Strategy: expands a URL template. Also the tsyringe injection token for it, so another
 * implementation can be swapped in through a container.
 *
 * An implementation is pure RFC 6570: octokit conventions (`:name`, trailing slashes, consumed
 * parameters) stay in the pipeline. An expansion must depend on the template and the values
 * alone: a builder reuses the URL it built while its placeholder values stay the same.
 *
 * A plain class, so tsyringe's types take it as a token; its methods throw until a subclass
 * implements them.
 *
 * @category Strategies and contracts
 *
 * @example
 * ```ts
 * const container = createContainer();
 * container.register(TemplateExpander, { useClass: UriTemplatesExpander });
 * const viaUriTemplates = createEndpoint({ container });
 * ```
 */
export class TemplateExpander {
  /**
   * Expands `template` with `variables` (own keys only).
   * @throws {@link TemplateSyntaxError} for a malformed template.
   */
  expand(template: string, variables: Readonly<Record<string, unknown>>): string {
    return notImplemented(this, "expand", template, variables);
  }

  /** The names of the variables `template` uses, in order of first use, without duplicates. */
  variableNames(template: string): readonly string[] {
    return notImplemented(this, "variableNames", template);
  }

  /**
   * Reads `template` once for many expansions (the core keeps it in the route's plan). By default
   * through `variableNames` and `expand`, so an implementation of those two works unchanged.
   * The names are `"with-hyphens"` where the octokit profile takes the names GitHub's routes use
   * (`{enterprise-team}`); an implementation may read names its own way and ignore it.
   * @throws {@link TemplateSyntaxError} for a malformed template.
   */
  prepare(template: string, _names?: VariableNames): PreparedTemplate {
    const variableNames = this.variableNames(template);
    return { variableNames, expand: (variables) => this.expand(template, variables) };
  }
}

/** Whether `expander` still has `implementation`'s own `expand()` and `variableNames()`, which a faster `prepare()` may bypass. */
export function expandsAsDefined(expander: TemplateExpander, implementation: { readonly prototype: TemplateExpander }): boolean {
  return expander.expand === implementation.prototype.expand && expander.variableNames === implementation.prototype.variableNames;
}
