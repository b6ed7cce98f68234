/**
 * The options with a meaning of their own, in one table. Every other key of an options object is
 * a parameter. `data` is listed with them for the types and the builder (it is never a URL
 * parameter), but it travels with the parameters, because the router decides what the body is.
 */
export const NAMED_OPTION_KEYS = ["method", "url", "baseUrl", "headers", "mediaType", "request", "data"] as const;

/** The key of a named option: `method`, `url`, `baseUrl`, `headers`, `mediaType`, `request` or `data`. */
export type NamedOptionKey = (typeof NAMED_OPTION_KEYS)[number];

/** The named options that are never parameters: all but `data`. */
export const NAMED_OPTIONS: ReadonlySet<string> = new Set(NAMED_OPTION_KEYS.filter((key) => key !== "data"));

/** The option that holds a request's body as given. */
export const BODY_OPTION = "data";
