import { hasOwn, isPlainObject } from "../core/util/own-properties";
import { describeValue } from "../errors/describe-value";
import { EndpointError } from "../errors/endpoint-error";
import { InvalidParameterError } from "../errors/invalid-parameter-error";
import { TemplateSyntaxError } from "../errors/template-syntax-error";
import { compileTemplate, expressionNamePosition, isExpression } from "./rfc6570/compile-template";
import { LruCache, templateWeight } from "../core/util/lru-cache";
import { scalarItems, scalarPairs, scalarText } from "./rfc6570/template-values";
import { loadUriTemplates, type UriTemplate } from "./load-uri-templates";
import { expandsAsDefined, TemplateExpander, type PreparedTemplate } from "../core/contracts/template-expander";
import { objectArgument, templateArgument } from "../core/contracts/strategy-arguments";
import { DEFAULT_TEMPLATE_CACHE_SIZE } from "./rfc6570-template-expander";

interface Prepared {
  readonly uriTemplate: UriTemplate;
  readonly variableNames: readonly string[];
}

/**
 * The most expressions a template may hold for this expander: `uri-templates` takes time
 * quadratic in their number (16,000 take 0.2 s, 64,000 take 18 s), so a bound keeps the work
 * linear in the template's length.
 */
const MAX_URI_TEMPLATES_EXPRESSIONS = 256;

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
 * @category Strategies and contracts
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
    return fill(template, this.cached(template).uriTemplate, objectArgument("The values", variables));
  }

  override variableNames(template: string): readonly string[] {
    return this.cached(template).variableNames;
  }

  override prepare(template: string): PreparedTemplate {
    // A subclass that changes expand() or variableNames() is asked through them.
    if (!expandsAsDefined(this, UriTemplatesExpander)) return super.prepare(template);
    // Not through the cache: the caller keeps the result.
    const { uriTemplate, variableNames } = prepareForPackage(templateArgument(template));
    return { variableNames, expand: (variables) => fill(template, uriTemplate, variables) };
  }

  private cached(template: string): Prepared {
    return this.cache.getOrCompute(templateArgument(template), prepareForPackage, templateWeight);
  }
}

function fill(template: string, uriTemplate: UriTemplate, variables: Readonly<Record<string, unknown>>): string {
  try {
    return uriTemplate.fill((name) => (hasOwn(variables, name) ? packageValue(name, variables[name]) : undefined));
  } catch (error) {
    if (error instanceof EndpointError) throw error;
    // The package's prefix can split a surrogate pair, which encodeURIComponent then refuses.
    throw new InvalidParameterError(`uri-templates could not expand ${describeValue(template)}: ${(error as Error).message}.`);
  }
}

// Validated by this library's parser first, so errors are typed; then handed to the package.
function prepareForPackage(template: string): Prepared {
  const compiled = compileTemplate(template);
  let expressions = 0;
  for (let i = 1; i < compiled.program.length; i += 2) {
    if (isExpression(compiled.program[i] as number) && ++expressions > MAX_URI_TEMPLATES_EXPRESSIONS) {
      const position = expressionNamePosition(template, expressions);
      throw new TemplateSyntaxError(
        `The template ${describeValue(template)} holds more than ${MAX_URI_TEMPLATES_EXPRESSIONS} expressions ` +
          `(one more at position ${position}), which UriTemplatesExpander does not take: ` +
          "its package slows down quadratically. Use Rfc6570TemplateExpander.",
        position,
      );
    }
  }
  return { uriTemplate: loadUriTemplates()(template), variableNames: compiled.variableNames };
}

// The value in the form the package handles: text, a list of text, or a plain map of text.
function packageValue(name: string, value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return scalarItems(name, value);
  if (isPlainObject(value)) return Object.fromEntries(scalarPairs(name, value));
  return scalarText(name, value);
}
