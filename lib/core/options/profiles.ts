/**
 * The two behaviours one core serves: `"standard"` (this library's rules) and `"octokit"` (the
 * rules of `@octokit/endpoint` 11 wherever they are sound, so the octokit entry can stand in for
 * it inside `@octokit/request`). Every difference between them is one row here (the octokit
 * profile's values are in settings.ts, beside the check that picks one); the safety checks are
 * the same for both.
 */
export type Profile = "standard" | "octokit";

/**
 * Which variable names a template may hold: RFC 6570's, or those with `-` after their first
 * character as well (GitHub's `{enterprise-team}`). @category Strategies and contracts
 */
export type VariableNames = "rfc6570" | "with-hyphens";

/** What a profile decides. */
export interface ProfileRules {
  /** The case of the method in `endpoint()` and `parse()` results (`merge()` is always uppercase). */
  readonly resultMethodCase: "lower" | "upper";
  /** Whether `mediaType.previews` amend `accept` for every URL, or for the URLs this rule takes (paths ending in `/graphql`). */
  readonly previewsFor: "every-url" | ((url: string) => boolean);
  /** A call's own parameters left beside `data` on a body method: refused, or dropped. */
  readonly parametersBesideData: "refuse" | "drop";
  /** A whole-segment `{name}` without a value or with `""`: refused, or expanded to nothing. */
  readonly unfilledSegment: "refuse" | "empty";
  /** `parse()` of merged options without `url`: refused, or the root path. */
  readonly parseWithoutUrl: "refuse" | "root";
  /** Where OPTIONS sends its parameters: the query (as GET does), or the body (as the peer does). */
  readonly optionsParameters: "query" | "body";
  /**
   * A second argument after an options object (`merge(options, options)`): refused, or ignored
   * as the peer ignores it (Octokit's auth hooks pass one whenever a plugin wraps `request`).
   */
  readonly optionsAfterOptions: "refuse" | "ignore";
  /**
   * A call's plain-object parameter over a default's plain object (`config: { secret }` over
   * `config: { url }`): it replaces the default's, or is merged into it, key by key, as deep as
   * both are plain objects (as the peer merges), by this rule.
   */
  readonly nestedParameters: "replace" | ((target: Record<string, unknown>, key: string, value: unknown) => unknown);
  /**
   * Which trailing `/` goes: the path's (also before a query or fragment), or only one that ends
   * the whole expansion (as the peer removes it).
   */
  readonly trailingSlash: "path" | "expansion-end";
  /**
   * Characters RFC 6570 refuses in a template's literal text (`|`, `^`, a space, a lone `%` ...):
   * a `TemplateSyntaxError`, or percent-encoded by this rule as the peer writes them (a
   * pagination link a server hands out may hold them).
   */
  readonly literalCharacters: "refuse" | ((url: string) => string);
  /** A string `q` in the query: encoded as every value, or passed through this rule (the peer keeps its `+`). */
  readonly searchTerms: "encoded" | ((encoded: string) => string);
  /** One headers object naming a header in two letter cases (`Authorization`, `authorization`): refused, or the last wins. */
  readonly headerNamedTwice: "refuse" | "last";
  /**
   * A call of a pagination link's shape (see isNextPageCall) whose `url` replaces another: held to
   * the rule for such a url like any call, or free to set it (Octokit's paginate follows links so).
   */
  readonly nextPageCalls: "held" | "free";
  /** The variable names a template may hold: RFC 6570's, or also GitHub's with `-` (`{enterprise-team}`). */
  readonly variableNames: VariableNames;
}

/** The rules of the standard profile, the one of `endpoint` and of the default settings. */
export const STANDARD_RULES: ProfileRules = /* @__PURE__ */ Object.freeze({
  resultMethodCase: "lower",
  previewsFor: "every-url",
  parametersBesideData: "refuse",
  unfilledSegment: "refuse",
  parseWithoutUrl: "refuse",
  optionsParameters: "query",
  optionsAfterOptions: "refuse",
  nestedParameters: "replace",
  trailingSlash: "path",
  literalCharacters: "refuse",
  searchTerms: "encoded",
  headerNamedTwice: "refuse",
  nextPageCalls: "held",
  variableNames: "rfc6570",
});
