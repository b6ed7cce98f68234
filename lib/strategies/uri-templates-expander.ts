import { hasOwn, isPlainObject } from "../core/own-properties";
import { describeValue } from "../errors/describe-value";
import { EndpointError } from "../errors/endpoint-error";
import { InvalidParameterError } from "../errors/invalid-parameter-error";
import { compileTemplate } from "./rfc6570/compile-template";
import { LruCache } from "../core/lru-cache";
import { scalarItems, scalarPairs, scalarText } from "./rfc6570/template-values";
import { TemplateExpander } from "./template-expander";
import { DEFAULT_TEMPLATE_CACHE_SIZE } from "./rfc6570-template-expander";

interface UriTemplate {
  fill(lookup: (name: string) => unknown): string;
}
type UriTemplateFactory = (template: string) => UriTemplate;

interface Prepared {
  readonly uriTemplate: UriTemplate;
  readonly variableNames: readonly string[];
}

let loadedFactory: UriTemplateFactory | undefined;

// Loaded on first use only: an application that never selects this expander never loads it.
function uriTemplates(): UriTemplateFactory {
  return (loadedFactory ??= require("uri-templates") as UriTemplateFactory);
}

/**
 * A {@link TemplateExpander} backed by the `uri-templates` package, for applications that want its
 * behaviour. Templates are validated by this library's RFC 6570 parser first, so a malformed
 * template still throws {@link TemplateSyntaxError}; values are checked the same way
 * ({@link InvalidParameterError} for a function, a nested object ...) and numbers, booleans and
 * bigints are passed as text.
 *
 * Known differences from RFC 6570 (the specs show each):
 * - `'`, `(`, `)` and `*` in values are not percent-encoded in simple, `.`, `/`, `;`, `?`, `&`
 *   expansions (`"a'b"` gives `a'b`, the RFC `a%27b`);
 * - `+` and `#` expansions encode `[` and `]`, and re-encode percent-encoded triplets whose hex
 *   digits are not both decimal (`%2F` gives `%252F`, the RFC keeps `%2F`);
 * - a prefix counts UTF-16 code units, so `{var:1}` splits a character outside the BMP (which
 *   then fails to encode: {@link InvalidParameterError}), and a prefix on a list or map is ignored
 *   instead of refused;
 * - literals are copied as they are: non-ASCII characters are not percent-encoded;
 * - in `;` expansions, an exploded empty list member or map value gives `name=`, the RFC `name`.
 *
 * @example
 * ```ts
 * const container = createContainer();
 * container.register(TemplateExpander, { useClass: UriTemplatesExpander });
 * createEndpoint({ container })("GET /repos/{owner}/{repo}", { owner: "octokit", repo: "endpoint.js" }).url;
 * // => "https://api.github.com/repos/octokit/endpoint.js"
 * ```
 */
export class UriTemplatesExpander extends TemplateExpander {
  private readonly cache = new LruCache<string, Prepared>(DEFAULT_TEMPLATE_CACHE_SIZE);

  override expand(template: string, variables: Readonly<Record<string, unknown>>): string {
    const uriTemplate = this.prepare(template).uriTemplate;
    try {
      return uriTemplate.fill((name) => (hasOwn(variables, name) ? packageValue(name, variables[name]) : undefined));
    } catch (error) {
      if (error instanceof EndpointError) throw error;
      // The package's prefix can split a surrogate pair, which encodeURIComponent then refuses.
      throw new InvalidParameterError(`uri-templates could not expand ${describeValue(template)}: ${(error as Error).message}.`);
    }
  }

  override variableNames(template: string): readonly string[] {
    return this.prepare(template).variableNames;
  }

  private prepare(template: string): Prepared {
    let prepared = this.cache.get(template);
    if (prepared === undefined) {
      const compiled = compileTemplate(template);
      prepared = { uriTemplate: uriTemplates()(template), variableNames: compiled.variableNames };
      this.cache.set(template, prepared);
    }
    return prepared;
  }
}

// The value in the form the package handles: text, a list of text, or a plain map of text.
function packageValue(name: string, value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return scalarItems(name, value);
  if (isPlainObject(value)) return Object.fromEntries(scalarPairs(name, value));
  return scalarText(name, value);
}
