/**
 * Strategy: expands a URL template. Also the tsyringe injection token for it, so another
 * implementation can be swapped in through a container.
 *
 * An implementation is pure RFC 6570: octokit conventions (`:name`, trailing slashes, consumed
 * parameters) stay in the pipeline.
 *
 * @example
 * ```ts
 * const container = createContainer();
 * container.register(TemplateExpander, { useClass: UriTemplatesExpander });
 * const viaUriTemplates = createEndpoint({ container });
 * ```
 */
export abstract class TemplateExpander {
  /**
   * Expands `template` with `variables` (own keys only).
   * @throws {@link TemplateSyntaxError} for a malformed template.
   */
  abstract expand(template: string, variables: Readonly<Record<string, unknown>>): string;

  /** The names of the variables `template` uses, in order of first use, without duplicates. */
  abstract variableNames(template: string): readonly string[];
}
