// The lean contender: one function, generic over routes, that does the work every endpoint() call
// must do and the checks the package makes of what leaves it, and nothing else. It parses and
// caches routes, merges headers (checking them on entry), splits parameters between the template
// and the rest, expands, refuses unfilled path segments, unsafe characters and dot segments,
// joins the base URL, builds the query or the JSON body, and checks the headers on exit.
//
// It leaves out what the mix does not use (lists and maps in templates, prefixes, `:name`
// placeholders, previews, `request`, profiles, settings, strategies, most error messages). Doing
// a part of the work, with the same checks made the same way, it estimates from above how far a
// complete implementation could take the mix without dropping a check.

type Options = Record<string, unknown>;
type HeaderValue = string | number;

/** Bound defaults as the lean endpoint reads them: the named options, then the parameters. */
export interface LeanDefaults {
  readonly method: string;
  readonly baseUrl: string;
  readonly headers: Readonly<Record<string, HeaderValue>>;
  readonly parameters: Readonly<Options>;
}

const hasOwnProperty = Object.prototype.hasOwnProperty;
const hasOwn = (object: object, key: string): boolean => hasOwnProperty.call(object, key);

const NAMED_OPTIONS = new Set(["method", "baseUrl", "url", "headers", "mediaType", "request"]);
const VERBS: Record<string, { readonly sent: string; readonly toBody: boolean; readonly emptyBody: boolean }> = {
  GET: { sent: "get", toBody: false, emptyBody: false },
  POST: { sent: "post", toBody: true, emptyBody: false },
  PUT: { sent: "put", toBody: true, emptyBody: true },
  PATCH: { sent: "PATCH", toBody: true, emptyBody: true },
  DELETE: { sent: "delete", toBody: true, emptyBody: false },
};

interface Operator {
  readonly first: string;
  readonly separator: string;
  readonly named: boolean;
}
const OPERATORS: Record<string, Operator> = {
  "": { first: "", separator: ",", named: false },
  "/": { first: "/", separator: "/", named: false },
  "?": { first: "?", separator: "&", named: true },
  "&": { first: "&", separator: "&", named: true },
};

interface Expression {
  readonly operator: Operator;
  readonly names: readonly string[];
  /** `{name}`: the name, for the straight path. */
  readonly simpleName: string | undefined;
}

interface Plan {
  readonly verb: (typeof VERBS)[string];
  readonly parts: readonly (string | Expression)[];
  readonly placeholders: ReadonlySet<string>;
  readonly wholeSegmentNames: readonly string[];
  /** Where the path starts in every expansion: 0 for a path, after the authority for a full URL. */
  readonly pathStart: number;
  readonly absolute: boolean;
}

const UNRESERVED = /^[A-Za-z0-9\-._~]*$/;
const KEPT_BY_ENCODE_URI_COMPONENT = /^[A-Za-z0-9\-_.!~*'()]*$/;
const SAFE_URL_TEXT = /^[^\u0000-\u0020\u007f\\]*$/;
const NOT_TOKEN = /[^!#$%&'*+\-.^_`|~0-9A-Za-z]/;
const NOT_FIELD_VALUE = /[^\t\x20-\x7e\x80-\xff]/;
const validNames = new Set<string>();
const validValues = new Set<string>();

function checkHeaderName(name: string): string {
  if (!validNames.has(name)) {
    if (name === "" || NOT_TOKEN.test(name)) throw new Error(`header name ${name}`);
    validNames.add(name);
  }
  return name.toLowerCase();
}

function checkHeaderValue(value: unknown): HeaderValue {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value !== "string") throw new Error("header value");
  if (!validValues.has(value)) {
    if (NOT_FIELD_VALUE.test(value)) throw new Error("header value");
    validValues.add(value);
  }
  return value;
}

function scalarText(value: unknown): string {
  if (typeof value === "string") return value;
  if ((typeof value === "number" && Number.isFinite(value)) || typeof value === "boolean") return String(value);
  throw new Error("not a scalar");
}

const encodeForTemplate = (text: string): string =>
  UNRESERVED.test(text) ? text : encodeURIComponent(text).replace(/[!'()*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase());
const encodeForQuery = (text: string): string => (KEPT_BY_ENCODE_URI_COMPONENT.test(text) ? text : encodeURIComponent(text));

function planRoute(route: string): Plan {
  const space = route.indexOf(" ");
  const verb = VERBS[route.slice(0, space)];
  const template = route.slice(space + 1);
  const parts: (string | Expression)[] = [];
  const placeholders = new Set<string>();
  const wholeSegmentNames: string[] = [];
  for (let i = 0; i < template.length;) {
    const open = template.indexOf("{", i);
    if (open === -1) {
      parts.push(template.slice(i));
      break;
    }
    if (open > i) parts.push(template.slice(i, open));
    const close = template.indexOf("}", open);
    let body = template.slice(open + 1, close);
    let operator = OPERATORS[""];
    if (hasOwn(OPERATORS, body[0])) {
      operator = OPERATORS[body[0]];
      body = body.slice(1);
    }
    const names = body.split(",");
    for (const name of names) placeholders.add(name);
    const simpleName = operator === OPERATORS[""] && names.length === 1 ? names[0] : undefined;
    const endsSegment = close + 1 === template.length || "/{".includes(template[close + 1]);
    if (simpleName !== undefined && template[open - 1] === "/" && endsSegment) wholeSegmentNames.push(simpleName);
    parts.push({ operator, names, simpleName });
    i = close + 1;
  }
  const absolute = /^https?:\/\/[^/{]+\//i.test(template);
  const pathStart = absolute ? template.indexOf("/", template.indexOf("//") + 2) : 0;
  return { verb, parts, placeholders, wholeSegmentNames, pathStart, absolute };
}

function expand(plan: Plan, variables: Options): string {
  let url = "";
  for (const part of plan.parts) {
    if (typeof part === "string") {
      url += part;
      continue;
    }
    const simple = part.simpleName;
    if (simple !== undefined) {
      if (hasOwn(variables, simple) && variables[simple] != null) url += encodeForTemplate(scalarText(variables[simple]));
      continue;
    }
    let first = true;
    for (const name of part.names) {
      const value = hasOwn(variables, name) ? variables[name] : undefined;
      if (value == null) continue;
      const text = encodeForTemplate(scalarText(value));
      url += (first ? part.operator.first : part.operator.separator) + (part.operator.named ? name + "=" + text : text);
      first = false;
    }
  }
  return url;
}

function queryString(parameters: Options): string {
  let query = "";
  for (const name in parameters) {
    if (!hasOwn(parameters, name)) continue;
    const value = parameters[name];
    if (value == null) continue;
    let pair: string;
    if (Array.isArray(value)) pair = encodeForQuery(name) + "=" + value.map((item) => encodeForQuery(scalarText(item))).join(",");
    else if (name === "q" && typeof value === "string") pair = "q=" + encodeForQuery(value).replaceAll("%2B", "+");
    else pair = encodeForQuery(name) + "=" + encodeForQuery(scalarText(value));
    query += (query === "" ? "" : "&") + pair;
  }
  return query;
}

// The path from `start` to `end` holds no "." or ".." segment (plain or %2e): the cheap test
// first, as ours does.
function refuseDotSegments(url: string, start: number, end: number): void {
  const dot = url.indexOf("/.", start);
  const percent = url.indexOf("/%", start);
  if (url.charCodeAt(start) === 46 || (dot !== -1 && dot < end) || (percent !== -1 && percent < end)) {
    for (const segment of url.slice(start, end).split("/")) {
      if (/^(?:\.|%2e){1,2}$/i.test(segment)) throw new Error("dot segment");
    }
  }
}

const plans = new Map<string, Plan>();
const amendedAccepts = new Map<string, string>();

/** `endpoint(route, options)` over `defaults`, for the mix's routes and options. */
export function leanEndpoint(defaults: LeanDefaults, route: string, options: Options): Options {
  const prototype = Object.getPrototypeOf(options);
  if (prototype !== Object.prototype && prototype !== null) throw new Error("options must be a plain object");
  let plan = plans.get(route);
  if (plan === undefined) plans.set(route, (plan = planRoute(route)));

  const headers: Record<string, HeaderValue> = {};
  for (const name in defaults.headers) headers[name] = defaults.headers[name];
  const given = hasOwn(options, "headers") ? (options.headers as Options) : undefined;
  if (given !== undefined) {
    for (const name in given) {
      if (!hasOwn(given, name)) continue;
      const lowercase = checkHeaderName(name);
      if (given[name] == null) delete headers[lowercase];
      else headers[lowercase] = checkHeaderValue(given[name]);
    }
  }
  const format = hasOwn(options, "mediaType") ? (options.mediaType as { format?: string }).format : undefined;
  if (format) {
    const key = format + "\u0000" + headers.accept;
    let amended = amendedAccepts.get(key);
    if (amended === undefined) amendedAccepts.set(key, (amended = String(headers.accept).replace("+json", "." + format)));
    headers.accept = amended;
  }

  const variables: Options = {};
  const parameters: Options = {};
  for (const name in defaults.parameters) (plan.placeholders.has(name) ? variables : parameters)[name] = defaults.parameters[name];
  for (const name in options) {
    if (!hasOwn(options, name) || NAMED_OPTIONS.has(name) || options[name] === undefined) continue;
    (plan.placeholders.has(name) ? variables : parameters)[name] = options[name];
  }
  for (const name of plan.wholeSegmentNames) if (variables[name] == null) throw new Error(`unfilled segment ${name}`);

  let url = expand(plan, variables);
  if (!SAFE_URL_TEXT.test(url)) throw new Error("unsafe character");
  const start = plan.pathStart;
  const query = url.indexOf("?", start);
  const end = query === -1 ? url.length : query;
  refuseDotSegments(url, start, end);
  if (end > start + 1 && url.charCodeAt(end - 1) === 47) url = url.slice(0, end - 1) + url.slice(end);
  if (!plan.absolute) url = defaults.baseUrl + url;

  let body: unknown;
  if (!plan.verb.toBody) {
    const routed = queryString(parameters);
    if (routed !== "") {
      if (!SAFE_URL_TEXT.test(routed)) throw new Error("unsafe character");
      url += (url.includes("?") ? "&" : "?") + routed;
    }
  } else {
    if (hasOwn(parameters, "data")) body = parameters.data;
    else for (const name in parameters) if (hasOwn(parameters, name)) body = parameters;
    if (body !== undefined && !hasOwn(headers, "content-type")) headers["content-type"] = "application/json; charset=utf-8";
    if (body === undefined && plan.verb.emptyBody) body = "";
  }
  for (const name in headers) {
    checkHeaderName(name);
    checkHeaderValue(headers[name]);
  }
  const result: Options = { method: plan.verb.sent, url, headers };
  if (body !== undefined) result.body = body;
  return result;
}
