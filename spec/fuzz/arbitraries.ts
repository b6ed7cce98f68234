import fc from "fast-check";
import type { EndpointOptions } from "../../lib";

/** How many runs each property makes: FAST_CHECK_RUNS raises it (the 100,000 runs). */
export const RUNS = Number(process.env.FAST_CHECK_RUNS ?? 300);

// Text with every kind of character: ASCII, controls, dots, slashes, percent signs, non-BMP.
const nastyCharacter = fc.constantFrom(
  "a",
  "Z",
  "0",
  " ",
  "/",
  ".",
  "..",
  "%",
  "%2e",
  "%2E",
  "?",
  "#",
  "&",
  "=",
  "+",
  ",",
  ";",
  ":",
  "{",
  "}",
  "\r",
  "\n",
  "\u0000",
  "\t",
  "é",
  "😀",
  "\ud800",
  "__proto__",
  "constructor",
  "'",
  '"',
  "\\",
  "*",
  "[",
  "]",
);
export const nastyString = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.array(nastyCharacter, { maxLength: 6 }).map((parts) => parts.join("")),
);

const parameterName = fc.oneof(
  fc.constantFrom("owner", "repo", "per_page", "q", "data", "labels", "name", "__proto__", "constructor", "toString", "a.b"),
  fc.string({ minLength: 1, maxLength: 6 }),
);

const scalar = fc.oneof(nastyString, fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined));
const parameterValue = fc.oneof(
  { weight: 5, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }) },
);

const template = fc.oneof(
  fc.constantFrom(
    "/repos/{owner}/{repo}",
    "/repos/:owner/:repo/issues",
    "/search/issues",
    "/",
    "/x/{+path}",
    "{/list*}{?keys*}",
    "https://uploads.github.com/r/{owner}{?name,label}",
    "/a{#frag}",
    "/{a",
    "/x/{owner:3}",
    "http://localhost:8080/{+repo}",
  ),
  nastyString,
);

const method = fc.oneof(fc.constantFrom("GET", "get", "POST", "put", "PATCH", "Delete", "HEAD", "options"), nastyString);

const headers = fc.dictionary(
  fc.oneof(fc.constantFrom("Accept", "authorization", "Content-Type", "x-a", "__proto__", "constructor"), fc.string({ maxLength: 5 })),
  fc.oneof(nastyString, fc.integer(), fc.constant(undefined), fc.constant(null)),
  { maxKeys: 3 },
);

const mediaType = fc.record(
  {
    format: fc.oneof(fc.constantFrom("raw", "diff", "text+json", ""), nastyString),
    previews: fc.array(fc.oneof(fc.constantFrom("mercy", "symmetra-preview"), nastyString), { maxLength: 2 }),
  },
  { requiredKeys: [] },
);

/** Generated endpoint options: any mix of named options and parameters, valid or not. */
export const endpointOptions: fc.Arbitrary<EndpointOptions> = fc
  .record(
    {
      method,
      url: template,
      baseUrl: fc.oneof(fc.constantFrom("https://api.github.com", "https://ghe.example.com/api/v3/", "ftp://x"), nastyString),
      headers,
      mediaType,
      data: fc.oneof(nastyString, fc.constant({ a: 1 })),
      request: fc.constant({ timeout: 1 }),
      parameters: fc.array(fc.tuple(parameterName, parameterValue), { maxLength: 5 }),
    },
    { requiredKeys: ["url", "parameters"] },
  )
  .map(({ parameters, ...named }) => {
    const options: Record<string, unknown> = { ...named };
    for (const [name, value] of parameters) {
      if (["method", "url", "baseUrl", "headers", "mediaType", "request", "data"].includes(name)) continue;
      Object.defineProperty(options, name, { value, enumerable: true, writable: true, configurable: true });
    }
    return options as EndpointOptions;
  });

/** A route string for a generated options object. */
export const route = fc.oneof(
  fc.constant(undefined),
  fc.tuple(method, template).map(([m, t]) => `${m} ${t}`),
);

// URLs a builder's route() and url() take: paths, full URLs on GitHub's origins and elsewhere
// (a webhook's), some taking the names of others, and any text.
const builderUrl = fc.oneof(
  fc.constantFrom(
    "/repos/{owner}/{repo}/hooks/{hook_id}/config",
    "/app/hook/config",
    "/orgs/{org}/hooks/{hook_id}/config",
    "/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
    "https://uploads.github.com/repos/o/r/releases/1/assets{?name,label}",
    "https://api.github.com/user",
    "https://hooks.example.net/receiver",
    "https://hooks.example.net/:owner/:repo/:hook_id",
    "https://hooks.example.net/x{?owner,repo,hook_id}",
    "{+hook}",
    "/user",
  ),
  template,
);

/** One fluent call on a builder: its name and arguments, valid or not. */
export type BuilderStep = readonly [string, ...unknown[]];

/** Generated fluent calls for a builder, in order: routes, named options, parameters, headers. */
export const builderSteps: fc.Arbitrary<readonly BuilderStep[]> = fc.array(
  fc.oneof(
    fc.tuple(method, builderUrl).map(([m, u]): BuilderStep => ["route", `${m} ${u}`]),
    fc.oneof(method, builderUrl).map((text): BuilderStep => ["route", text]),
    builderUrl.map((u): BuilderStep => ["url", u]),
    method.map((m): BuilderStep => ["method", m]),
    fc
      .constantFrom("https://api.github.com", "https://uploads.github.com", "https://hooks.example.net")
      .map((b): BuilderStep => ["baseUrl", b]),
    fc
      .tuple(fc.constantFrom("owner", "repo", "hook_id", "org", "name", "per_page", "hook"), parameterValue)
      .map(([name, value]): BuilderStep => ["param", name, value]),
    fc.dictionary(fc.constantFrom("owner", "repo", "hook_id", "release_id"), scalar, { maxKeys: 3 }).map((p): BuilderStep => ["params", p]),
    fc.oneof(nastyString, fc.constant({ url: "https://hooks.example.net/receiver" })).map((d): BuilderStep => ["data", d]),
    fc
      .tuple(fc.constantFrom("authorization", "content-type", "x-a"), fc.oneof(nastyString, fc.constant(null)))
      .map(([n, v]): BuilderStep => ["header", n, v]),
    fc.constantFrom("mercy", "diff").map((name): BuilderStep => (name === "diff" ? ["format", name] : ["preview", name])),
    fc.constant<BuilderStep>(["request", { timeout: 1 }]),
  ),
  { maxLength: 7 },
);
