import { expandsAsDefined, TemplateExpander, type PreparedTemplate, type VariableNames } from "../core/contracts/template-expander";
import { compileTemplate, type CompiledTemplate } from "./rfc6570/compile-template";
import { LruCache, templateWeight } from "../core/util/lru-cache";
import { markBuiltSafe } from "../core/contracts/built-safe";
import { cacheSizeOption, objectArgument, templateArgument } from "../core/contracts/strategy-arguments";

/** How many compiled templates an expander keeps by default. @category Strategies and contracts */
export const DEFAULT_TEMPLATE_CACHE_SIZE = 1000;

/** Options of {@link Rfc6570TemplateExpander}. @category Strategies and contracts */
export interface Rfc6570TemplateExpanderOptions {
  /** How many compiled templates to keep (least recently used go first). Default 1000. */
  readonly cacheSize?: number;
}

/**
 * The default {@link TemplateExpander}: RFC 6570 at all four levels, to the letter. A template is
 * parsed once into literal parts and expressions and kept in a bounded LRU cache; expansion is
 * linear in the template and the values. Malformed templates throw {@link TemplateSyntaxError}.
 * An endpoint keeps what {@link Rfc6570TemplateExpander.prepare} returns in its plan for the
 * route instead, so the cache serves direct calls of `expand()` and `variableNames()`.
 *
 * A container builds it with the default cache size; register an instance for another size:
 * `container.register(TemplateExpander, { useValue: new Rfc6570TemplateExpander({ cacheSize: 50 }) })`.
 *
 * @category Strategies and contracts
 *
 * @example
 * ```ts
 * const expander = new Rfc6570TemplateExpander();
 * expander.expand("/repos/{owner}/{repo}{?per_page}", { owner: "octokit", repo: "endpoint.js", per_page: 2 });
 * // => "/repos/octokit/endpoint.js?per_page=2"
 * expander.expand("{/list*}{?keys*}", { list: ["a", "b"], keys: { x: "1" } });
 * // => "/a/b?x=1"
 * expander.variableNames("/repos/{owner}/{repo}{?per_page}");
 * // => ["owner", "repo", "per_page"]
 * ```
 */
export class Rfc6570TemplateExpander extends TemplateExpander {
  private readonly cache: LruCache<string, CompiledTemplate>;

  constructor(options: Rfc6570TemplateExpanderOptions = {}) {
    super();
    this.cache = new LruCache(cacheSizeOption(options, DEFAULT_TEMPLATE_CACHE_SIZE));
  }

  override expand(template: string, variables: Readonly<Record<string, unknown>>): string {
    return this.compile(template).expand(objectArgument("The values", variables));
  }

  override variableNames(template: string): readonly string[] {
    return this.compile(template).variableNames;
  }

  override prepare(template: string, names: VariableNames = "rfc6570"): PreparedTemplate {
    // A subclass that changes expand() or variableNames() is asked through them.
    if (!expandsAsDefined(this, Rfc6570TemplateExpander)) return super.prepare(template, names);
    // Not through the cache: the caller keeps the result, the compiled template itself (it
    // expands and reports facts with methods of its class, so no closure is kept with it).
    return compileTemplate(templateArgument(template), names === "with-hyphens");
  }

  /** The number of compiled templates held now (never more than the cache size). */
  get cachedTemplates(): number {
    return this.cache.size;
  }

  private compile(template: string): CompiledTemplate {
    return this.cache.getOrCompute(templateArgument(template), compileTemplate, templateWeight);
  }
}

// Safe by construction: literals checked when compiled, every value percent-encoded where it is
// written. The core trusts the readings of an instance of this class itself (not of a subclass).
markBuiltSafe(Rfc6570TemplateExpander, "prepare", "expand", "variableNames");
