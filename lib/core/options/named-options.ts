/**
 * The options with a meaning of their own, in one table. Every other key of an options object is
 * a parameter, and a URL placeholder named like one of them but `data` is refused (the option
 * would take its value). `data` is listed with them for the types and the builder, but it travels
 * with the parameters, because the router decides what the body is.
 *
 * @category Endpoint and facade
 *
 * @example
 * ```ts
 * const options = { owner: "octokit", headers: { accept: "text/plain" }, per_page: 2 };
 * Object.keys(options).filter((key) => !(NAMED_OPTION_KEYS as readonly string[]).includes(key));
 * // => ["owner", "per_page"]
 * ```
 */
export const NAMED_OPTION_KEYS = /* @__PURE__ */ Object.freeze([
  "method",
  "url",
  "baseUrl",
  "headers",
  "mediaType",
  "request",
  "data",
] as const);

/** The key of a named option: `method`, `url`, `baseUrl`, `headers`, `mediaType`, `request` or `data`. */
export type NamedOptionKey = (typeof NAMED_OPTION_KEYS)[number];

/** The named options that are never parameters: all but `data`. */
export const NAMED_OPTIONS: ReadonlySet<string> = new Set(NAMED_OPTION_KEYS.filter((key) => key !== "data"));

/** The option that holds a request's body as given. */
export const BODY_OPTION = "data";
