import { notImplemented } from "./not-implemented";

/**
 * Strategy: expands a URL template. Also the tsyringe injection token for it, so another
 * implementation can be swapped in through a container.
 *
 * An implementation is pure RFC 6570: octokit conventions (`:name`, trailing slashes, consumed
 * parameters) stay in the pipeline.
 *
 * A plain class, not an abstract one, so that it is an injection token tsyringe's types accept
 * (`register`, `registerInstance`, `resolve`, `@inject(...)`); its methods throw until a
 * subclass implements them.
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
}
