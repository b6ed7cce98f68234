import { expect } from "chai";
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import fc from "fast-check";
import { createEndpoint, endpoint, EndpointBuilder, EndpointError, toCurl, toFetch, type RequestOptions } from "../../lib";
import { runCli } from "../../lib/cli/main";
import { describeValue } from "../../lib/errors/describe-value";
import { endpoint as octokitEndpoint } from "../../lib/octokit";
import { RUNS } from "./arbitraries";

// Error messages go to logs and error trackers: no message, cause, stack or CLI error line may
// hold a header's value (of any header) or a URL's userinfo. A secret here is 16 or more capital
// letters and digits, a run no message or stack frame holds otherwise (fast-check would find one
// among lowercase words: "property" is in every stack): a text that holds 8 of them in a row quoted it.
const SECRET_CHARACTERS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"];
const secret = fc.string({ unit: fc.constantFrom(...SECRET_CHARACTERS), minLength: 16, maxLength: 40 });
const WINDOW = 8;

function quotes(text: string, secrets: readonly string[]): boolean {
  return secrets.some((value) => {
    for (let i = 0; i + WINDOW <= value.length; i++) if (text.includes(value.slice(i, i + WINDOW))) return true;
    return false;
  });
}

// Every text an error carries: message, stack, its other own string properties (Node's errors
// keep an `input`), and the same of its cause, recursively.
function textsOf(error: unknown, seen = new Set<unknown>()): string[] {
  if (error === null || typeof error !== "object" || seen.has(error)) return typeof error === "string" ? [error] : [];
  seen.add(error);
  const texts = [String(error)];
  for (const key of Object.getOwnPropertyNames(error)) {
    const value = (error as Record<string, unknown>)[key];
    if (typeof value === "string") texts.push(value);
    else if (key === "cause" || key === "errors") texts.push(...textsOf(value, seen));
  }
  const { stack } = error as { stack?: unknown };
  if (typeof stack === "string") texts.push(stack);
  return texts;
}

/** The error `run` throws: an EndpointError whose texts quote none of the secrets. */
function refusal(run: () => unknown, secrets: readonly string[], where: string): EndpointError {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown, `${where}: refused`).to.be.instanceOf(EndpointError);
  for (const text of textsOf(thrown)) expect(quotes(text, secrets), `${where} quotes a secret: ${text}`).to.equal(false);
  return thrown as EndpointError;
}

// The CLI's output for `argv`: a refusal (exit 1, or 2 for a command line not understood), whose
// stdout and stderr quote none of the secrets.
function cliRefusal(argv: string[], secrets: readonly string[], where: string): string {
  let output = "";
  const code = runCli(argv, { stdout: (text) => (output += text), stderr: (text) => (output += text) });
  expect(code, `${where}: refused (${output})`).to.be.oneOf([1, 2]);
  expect(quotes(output, secrets), `${where} quotes a secret: ${output}`).to.equal(false);
  return output;
}

// Header values: a token with a character the core refuses (a control, the newline a file ends
// with, a character above U+00FF) somewhere in it, or one the adapters refuse too (Latin-1).
const CORE_BAD = ["\n", "\r\n", "\r", "\u0000", "\u001f", "\u007f", "€", "😀", "\u0100", "\u2028"];
const ADAPTER_BAD = ["é", "\u00a0", "\u00ff"];
const headerName = fc.oneof(
  fc.constantFrom("authorization", "Authorization", "cookie", "proxy-authorization", "x-api-key", "set-cookie"),
  fc.string({ unit: fc.constantFrom(..."abcxyz-_"), minLength: 1, maxLength: 8 }).map((name) => `x-${name}`),
);
const headerCase = (bad: readonly string[]) =>
  fc
    .record({
      name: headerName,
      prefix: fc.constantFrom("", "token ", "Bearer ", "session="),
      secret,
      at: fc.nat(),
      bad: fc.constantFrom(...bad),
      tail: fc.constantFrom("", "\n", "x"),
    })
    .map(({ name, prefix, secret, at, bad, tail }) => {
      const cut = at % (secret.length + 1);
      return { name, value: `${prefix}${secret.slice(0, cut)}${bad}${secret.slice(cut)}${tail}`, secrets: [secret] };
    });

// Where a message must say the value is wrong: the first character the rule refuses, counted from 1.
function place(value: string, rule: RegExp): string {
  return `at character ${value.search(rule) + 1} of ${value.length}`;
}
const NOT_NODE_VALUE = /[^\t\x20-\x7e\x80-\xff]/;
const NOT_ASCII_VALUE = /[^\t\x20-\x7e]/;

function expectNamesHeader(error: EndpointError, name: string, value: string, where: string): void {
  expect(error.code, where).to.equal("ERR_INVALID_HEADER");
  expect(error.message, where).to.include(JSON.stringify(name.toLowerCase()));
  if (/describes the connection/.test(error.message)) return; // the adapters refuse proxy-* by name
  const rule = NOT_NODE_VALUE.test(value) ? NOT_NODE_VALUE : NOT_ASCII_VALUE;
  expect(error.message, where).to.match(/holds U\+[0-9A-F]{4,6} at character/);
  expect(error.message, where).to.include(place(value, rule));
}

// URLs with userinfo, in the forms clients read as userinfo: with slashes, backslashes or none
// after the scheme (WHATWG URL parsing reads "https:user:pw@host" as userinfo too), an "@" or an
// encoded character inside the password.
const urlCase = fc
  .record({
    // A tab, CR or LF anywhere in a URL is dropped by WHATWG parsing, so one inside the scheme
    // still leaves userinfo; other controls and spaces there, as a lenient parser might read them.
    scheme: fc.constantFrom(
      "https://",
      "http://",
      "HTTPS://",
      "https:",
      "https:\\\\",
      "https:/",
      "ftp://",
      "https:\n//",
      "ht\ttps://",
      "https:/\r\n/",
      "https\n:",
      "https:\u0001//",
      "https: //",
    ),
    user: fc.oneof(secret, fc.constantFrom("x-access-token", "")),
    password: secret,
    more: fc.oneof(
      fc.constant(""),
      secret.map((text) => `%40${text}`),
      secret.map((text) => `@${text}`),
    ),
  })
  .map(({ scheme, user, password, more }) => ({
    base: `${scheme}${user}:${password}${more}@evil.example`,
    secrets: [password, ...(more === "" ? [] : [more.replace(/^(%40|@)/, "")]), ...(user.length >= 16 ? [user] : [])],
    // Expanded by {+...}, the control is percent-encoded: the whole is then a path, and sent as one.
    path: /[\x00-\x20]/.test(scheme),
  }));

// Names a server reads as a credential's, in any letter case, some characters percent-encoded
// (`%74oken`), or with a tab or newline inside, which URL parsing drops.
const CREDENTIAL_NAMES = ["access_token", "token", "api_key", "client_secret", "X-Amz-Signature", "password", "authorization", "code"];
const credentialName = fc
  .record({
    name: fc.constantFrom(...CREDENTIAL_NAMES),
    spelling: fc.array(fc.constantFrom("as is", "upper", "encoded", "newline before"), { minLength: 20, maxLength: 20 }),
  })
  .map(({ name, spelling }) =>
    [...name]
      .map((character, i) => {
        if (spelling[i] === "upper") return character.toUpperCase();
        if (spelling[i] === "encoded") return `%${character.charCodeAt(0).toString(16).padStart(2, "0")}`;
        return spelling[i] === "newline before" && i > 0 ? `\n${character}` : character;
      })
      .join(""),
  );

// A URL's tail that holds secrets: a fragment (an OAuth callback's), or a credential's query value
// with spaces and other parameters' characters in it, up to the next "&".
const secretTail = fc
  .record({
    name: credentialName,
    secret,
    more: secret,
    form: fc.constantFrom("fragment", "fragment pair", "query", "query with spaces", "query after others", "query then fragment"),
  })
  .map(({ name, secret, more, form }) => {
    const tails: Record<typeof form, string> = {
      fragment: `#${secret}`,
      "fragment pair": `#state=x&${name}=${secret}`,
      query: `?${name}=${secret}`,
      "query with spaces": `?${name}=Bearer ${secret} ${more};x?y&page=2`,
      "query after others": `?a=1;b=c:d&${name}=${secret}`,
      "query then fragment": `?${name}=${secret}#${more}`,
    };
    return { tail: tails[form], secrets: [secret, more].filter((text) => tails[form].includes(text)) };
  });

describe("no secret in an error: header values and URL userinfo stay out of every message, cause, stack and CLI line", function () {
  this.timeout(300_000);
  const API = "https://api.github.com";

  it("a bad header value, through every entry point, is named by its header and place, never quoted", () => {
    const ways: [string, (name: string, value: string) => unknown][] = [
      ["endpoint(route, options)", (name, value) => endpoint("GET /user", { headers: { [name]: value } })],
      ["endpoint(options)", (name, value) => endpoint({ url: "/user", headers: { [name]: value } })],
      ["endpoint.defaults", (name, value) => endpoint.defaults({ headers: { [name]: value } })],
      ["endpoint.merge", (name, value) => endpoint.merge("GET /user", { headers: { [name]: value } })],
      ["endpoint.parse", (name, value) => endpoint.parse({ ...endpoint.merge("GET /user"), headers: { [name]: value } })],
      ["createEndpoint defaults", (name, value) => createEndpoint({ defaults: { headers: { [name]: value } } })],
      ["createEndpoint()(...)", (name, value) => createEndpoint()("GET /user", { headers: { [name]: value } })],
      ["builder.header()", (name, value) => new EndpointBuilder().route("GET /user").header(name, value).build()],
      [
        "builder.headers()",
        (name, value) =>
          new EndpointBuilder()
            .route("GET /user")
            .headers({ [name]: value })
            .build(),
      ],
      ["builder.toOptions()", (name, value) => new EndpointBuilder().url("/user").header(name, value).toOptions()],
      ["builder from options", (name, value) => EndpointBuilder.from(endpoint.defaults({ headers: { [name]: value } }))],
      ["octokit endpoint", (name, value) => octokitEndpoint("GET /user", { headers: { [name]: value } })],
      ["octokit defaults", (name, value) => octokitEndpoint.defaults({ headers: { [name]: value } })],
      ["octokit merge", (name, value) => octokitEndpoint.merge("GET /user", { headers: { [name]: value } })],
      ["octokit parse", (name, value) => octokitEndpoint.parse({ ...octokitEndpoint.merge("GET /user"), headers: { [name]: value } })],
    ];
    const adapters: [string, (options: RequestOptions) => unknown][] = [
      ["toFetch", toFetch],
      ["toCurl", toCurl],
    ];
    fc.assert(
      fc.property(headerCase(CORE_BAD), ({ name, value, secrets }) => {
        for (const [where, way] of ways)
          expectNamesHeader(
            refusal(() => way(name, value), secrets, where),
            name,
            value,
            where,
          );
      }),
      { numRuns: RUNS },
    );
    fc.assert(
      fc.property(headerCase([...CORE_BAD, ...ADAPTER_BAD]), ({ name, value, secrets }) => {
        const options = { method: "GET", url: `${API}/user`, headers: { [name]: value } } as unknown as RequestOptions;
        for (const [where, adapter] of adapters)
          expectNamesHeader(
            refusal(() => adapter(options), secrets, where),
            name,
            value,
            where,
          );
      }),
      { numRuns: RUNS },
    );
  });

  it("a header value that is no string or number is named by its kind, never shown (a bigint's digits)", () => {
    fc.assert(
      fc.property(headerName, fc.bigInt({ min: 10n ** 20n }), (name, value) => {
        const secrets = [String(value)];
        for (const run of [
          () => endpoint("GET /user", { headers: { [name]: value } } as never),
          () => new EndpointBuilder().url("/user").header(name, value as never),
          () => toFetch({ method: "GET", url: `${API}/user`, headers: { [name]: value } } as never),
        ]) {
          const { message } = refusal(run, secrets, name);
          if (!/describes the connection/.test(message)) expect(message).to.include("got a bigint");
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("a header name is quoted up to its first character no token holds (a header line, a token after a space)", () => {
    const token = "ghp_0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    for (const name of [
      `Authorization: token ${token}`,
      `authorization:${token}`,
      `x-a\r\nauthorization: ${token}`,
      `Authorization token ${token}`,
      `Bearer ${token}`,
      `Authorization=${token}`,
    ]) {
      for (const run of [
        () => endpoint("GET /user", { headers: { [name]: "x" } }),
        () => new EndpointBuilder().url("/user").header(name, "x"),
        () => toCurl({ method: "GET", url: `${API}/user`, headers: { [name]: "x" } }),
      ]) {
        const { message } = refusal(run, [token.slice(4)], name);
        expect(message).to.match(
          /^The header name "(Authorization|authorization|x-a|Bearer)…" holds U\+00(3A|0D|20|3D) at character \d+ of \d+: /,
        );
      }
    }
  });

  it("the CLI quotes an item that is none of its forms up to its first space (a header line without its colon)", () => {
    const token = "ghp_0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    for (const item of [`Authorization token ${token}`, `Bearer ${token}`, `Authorization\t${token}`]) {
      const output = cliRefusal(["GET /user", item], [token.slice(4)], item);
      expect(output).to.match(/the item "(Authorization|Bearer)…" is none of Header:value/);
    }
  });

  it("a quoted value shows every URL's userinfo in it as ***, also past the cut of a long value", () => {
    const cases: [string, string][] = [
      ["https://u:SECRET@host/x", '"https://***@host/x"'],
      ["GET https://u:SE@CRET@host/x?next=https://a:b@c", '"GET https://***@host/x?next=https://***@c"'],
      [":x https:\\\\u:SECRET@host", '":x https:\\\\\\\\***@host"'],
      ["https:u:SECRET@host", '"https:***@host"'],
      [`https://${"u".repeat(90)}:SECRET@host/x`, '"https://***@host/x"'],
      [`/${"a".repeat(67)}/https://${"u".repeat(20)}:SECRET@host`, `"/${"a".repeat(67)}/https://***…" (`],
      ["/users/:name@x", '"/users/:name@x"'],
      ["http://@host", '"http://@host"'],
    ];
    for (const [value, shown] of cases) expect(describeValue(value), value).to.include(shown).and.not.include("SECRET");
  });

  it("a quoted value shows the values of query parameters named like credentials as ***", () => {
    const cases: [string, string][] = [
      ["https://ghe.example/?access_token=SECRET", '"https://ghe.example/?access_token=***"'],
      ["https://b.s3.example/o?X-Amz-Algorithm=A&X-Amz-Signature=SECRET&x=1", "X-Amz-Algorithm=A&X-Amz-Signature=***&x=1"],
      ["GET /x/{a}?api_key=SECRET#f", '"GET /x/{a}?api_key=***#***"'],
      ["/cb?state=s;code=SECRET", '"/cb?state=s;code=***"'],
      ["/search?q=x&page=2", '"/search?q=x&page=2"'],
    ];
    for (const [value, shown] of cases) expect(describeValue(value), value).to.include(shown).and.not.include("SECRET");
  });

  it("a quoted value hides a fragment, a credential's whole query value, and names spelled as servers read them", () => {
    const cases: [string, string][] = [
      ["https://app.example/cb#access_token=SECRET&state=s", '"https://app.example/cb#***"'],
      ["/x#SECRET", '"/x#***"'],
      ["https://h/?authorization=Bearer SECRET&page=2", '"https://h/?authorization=***&page=2"'],
      ["https://h/?token=A SECRET;x?y", '"https://h/?token=***"'],
      ["https://h/?%74oken=SECRET&a=1", '"https://h/?%74oken=***&a=1"'],
      ["https://h/?ACCESS%5fTOKEN=SECRET", '"https://h/?ACCESS%5fTOKEN=***"'],
      ["https://h/?to\nken=SECRET", '"https://h/?to\\nken=***"'],
      ["https:\n//SECRET@host/x", '"https:\\n//***@host/x"'],
      ["ht\ttps://u:SECRET@host", '"ht\\ttps://***@host"'],
      ["https:/\r\n/u:SECRET@host", '"https:/\\r\\n/***@host"'],
      ["?time=12:30&token=SECRET", '"?time=12:30&token=***"'],
      ["GET /x{?token}{#section}", '"GET /x{?token}{#section}"'],
      ["GET /x/{#access_token=SECRET", '"GET /x/{#access_token=***"'],
    ];
    for (const [value, shown] of cases) expect(describeValue(value), JSON.stringify(value)).to.include(shown).and.not.include("SECRET");
  });

  it("a quoted value is found in one pass: time linear in its length", () => {
    // Texts that would make a scan restart at each colon, "=" or "@" quadratic.
    const texts = (n: number) => [
      "a:".repeat(n),
      "?a".repeat(n) + "=",
      "https://" + "a:".repeat(n) + "/",
      "?token=" + "x".repeat(n),
      "a@".repeat(n) + "=",
      "https:" + "/".repeat(n) + "@",
    ];
    const time = (n: number) => {
      const start = process.hrtime.bigint();
      for (const text of texts(n)) describeValue(text);
      return Number(process.hrtime.bigint() - start);
    };
    time(20_000);
    const small = Math.min(time(20_000), time(20_000));
    const large = Math.min(time(200_000), time(200_000));
    expect(large / small, `${small} ns, then ${large} ns for ten times the text`).to.be.below(40);
  });

  it("a URL's fragment and its credentials' query values, through every entry point, are never quoted", () => {
    const ways: [string, (tail: string) => unknown][] = [
      ["baseUrl", (tail) => endpoint("GET /user", { baseUrl: `ftp://h/x${tail}` })],
      ["url", (tail) => endpoint({ url: `ftp://h/x${tail}` })],
      ["route", (tail) => endpoint(`GET ftp://h/x${tail}`)],
      ["pinned", (tail) => createEndpoint({ allowAbsoluteUrls: false })(`GET https://h/x${tail}`)],
      ["dot segment", (tail) => endpoint(`GET /x/{a}${tail}`, { a: ".." })],
      ["malformed template", (tail) => endpoint(`GET /x/{a${tail}`)],
      ["endpoint.defaults", (tail) => endpoint.defaults({ baseUrl: `ftp://h${tail}` })],
      ["endpoint.parse", (tail) => endpoint.parse({ ...endpoint.merge("GET /user"), url: `ftp://h/x${tail}` })],
      ["builder.url()", (tail) => new EndpointBuilder().url(`ftp://h/x${tail}`).build()],
      ["toFetch", (tail) => toFetch({ method: "GET", url: `ftp://h/x${tail}`, headers: {} } as never)],
      ["toCurl", (tail) => toCurl({ method: "GET", url: `ftp://h/x${tail}`, headers: {} } as never)],
      ["octokit route", (tail) => octokitEndpoint(`GET ftp://h/x${tail}`)],
    ];
    fc.assert(
      fc.property(secretTail, ({ tail, secrets }) => {
        for (const [where, way] of ways) refusal(() => way(tail), secrets, `${where} ${JSON.stringify(tail)}`);
        cliRefusal([`GET ftp://h/x${tail}`], secrets, "the CLI's route");
        cliRefusal(["--base-url", `ftp://h${tail}`, "GET /user"], secrets, "--base-url");
      }),
      { numRuns: RUNS },
    );
  });

  it("a URL that stops being one at a space or a control is quoted only up to there", () => {
    const stops = fc.constantFrom(" ", "\t", "\n", "\r\n", "\u0000", "\u001f", "\u007f");
    fc.assert(
      fc.property(stops, fc.constantFrom("", "x=", "Bearer ", "ghp_"), secret, (stop, before, secret) => {
        const tail = `${stop}${before}${secret}`;
        const ways: [string, () => unknown][] = [
          ["baseUrl", () => endpoint("GET /x", { baseUrl: `https://h.example/api${tail}` })],
          ["endpoint.defaults", () => endpoint.defaults({ baseUrl: `https://h.example${tail}` })],
          ["builder.baseUrl()", () => new EndpointBuilder().baseUrl(`https://h.example${tail}`).route("GET /x").build()],
          ["octokit baseUrl", () => octokitEndpoint("GET /x", { baseUrl: `https://h.example${tail}` })],
          ["url", () => endpoint({ url: `https://h.example/x?a=1${tail}` })],
          ["route", () => endpoint(`GET /x{?a}${tail}`)],
          ["octokit route", () => octokitEndpoint(`GET /x{?a}${tail}`)],
          ["url's template", () => endpoint({ url: `/x{?a}${tail}` })],
          ["toFetch", () => toFetch({ method: "GET", url: `https://h.example/x?a=1${tail}`, headers: {} } as never)],
          ["toCurl", () => toCurl({ method: "GET", url: `https://h.example/x${tail}`, headers: {} } as never)],
        ];
        for (const [where, way] of ways) {
          const { message } = refusal(way, [secret], `${where} ${JSON.stringify(tail)}`);
          expect(message, where).to.match(/(?:"https:\/\/h\.example[^"]*|\/x\{\?a\})…"/);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("the CLI quotes no value of an item named as a credential, whatever the item's form", () => {
    const name = fc.oneof(
      fc.constantFrom(...CREDENTIAL_NAMES, "Authorization", "X-API-Key", "session_id"),
      credentialName.filter((spelled) => !spelled.includes("\n")),
    );
    fc.assert(
      fc.property(name, secret, (name, secret) => {
        const forms: [string, string[]][] = [
          ["invalid JSON", [`${name}:=ghp_${secret}`]],
          ["invalid JSON with a space", [`${name}:=Bearer ${secret}`]],
          ["JSON too large a number", [`${name}:=["${secret}", 1e400]`]],
          ["JSON beyond 2^53", [`${name}:={"s": "${secret}", "n": 12345678901234567890}`]],
          ["a string twice", [`${name}=${secret}`, `${name}=${secret}`]],
          ["JSON twice", [`${name}:="${secret}"`, `${name}:=1`]],
          ["a query item with a lone surrogate", [`${name}==${secret}\ud800`]],
          ["a file that cannot be read", [`${name}=@/nonexistent/${secret}`]],
          ["a JSON file that cannot be read", [`${name}:=@/nonexistent/${secret}`]],
          ["a form file field", [`${name}@${secret}`]],
          ["a header twice", [`${name}:${secret}`, `${name.toUpperCase()}:${secret}`]],
          ["a header with a newline", [`${name}:${secret}\n`]],
          ["a header beside headers:=", [`${name}:${secret}`, `headers:={"${name}": "${secret}"}`]],
        ];
        for (const [form, items] of forms) cliRefusal(["GET /user", ...items], [secret], `${form}: ${items.join(" ")}`);
      }),
      { numRuns: RUNS },
    );
  });

  it("a URL with a credential in its query, through the entry points the review found, is quoted without it", () => {
    const ways: (() => unknown)[] = [
      () => endpoint("GET /x", { baseUrl: "https://ghe.example/?access_token=SECRETVALUE" }),
      () => endpoint("GET /x/{a}", { a: 1, url: "https://bucket.s3.example/o?X-Amz-Signature=SECRETVALUE" }),
      () => endpoint("GET /x/{a}?access_token=SECRETVALUE", { a: ".." }),
      () => endpoint("GET /x/{a?access_token=SECRETVALUE"),
    ];
    for (const way of ways) refusal(way, ["SECRETVALUE"], String(way));
  });

  it("a URL with userinfo, through every entry point, is quoted with *** in its place", () => {
    const ways: [string, (base: string) => unknown][] = [
      ["baseUrl", (base) => endpoint("GET /user", { baseUrl: base })],
      ["route", (base) => endpoint(`GET ${base}/user`)],
      ["url", (base) => endpoint({ url: `${base}/user` })],
      ["expansion", (base) => endpoint("GET {+target}/user", { target: base })],
      ["url parameter", (base) => endpoint("GET {+target}", { target: `${base}/user?x=1` })],
      ["endpoint.defaults", (base) => endpoint.defaults({ baseUrl: base })],
      ["endpoint.parse", (base) => endpoint.parse({ ...endpoint.merge("GET /user"), baseUrl: base })],
      ["endpoint.parse url", (base) => endpoint.parse({ ...endpoint.merge("GET /user"), url: `${base}/user` })],
      ["createEndpoint defaults", (base) => createEndpoint({ defaults: { baseUrl: base } })],
      ["pinned", (base) => createEndpoint({ allowAbsoluteUrls: false })(`GET ${base}/user`)],
      ["builder.baseUrl()", (base) => new EndpointBuilder().baseUrl(base).route("GET /user").build()],
      ["builder.url()", (base) => new EndpointBuilder().url(`${base}/user`).build()],
      ["builder.route()", (base) => new EndpointBuilder().route(`GET ${base}/user`).build()],
      ["builder.toOptions()", (base) => endpoint(new EndpointBuilder().url(`${base}/user`).toOptions())],
      ["toFetch", (base) => toFetch({ method: "GET", url: `${base}/user`, headers: {} } as never)],
      ["toCurl", (base) => toCurl({ method: "GET", url: `${base}/user`, headers: {} } as never)],
      ["octokit route", (base) => octokitEndpoint(`GET ${base}/user`)],
      ["octokit baseUrl", (base) => octokitEndpoint("GET /user", { baseUrl: base })],
      ["octokit defaults", (base) => octokitEndpoint.defaults({ baseUrl: base })],
    ];
    fc.assert(
      fc.property(urlCase, ({ base, secrets, path }) => {
        for (const [where, way] of ways) {
          if (path && (where === "expansion" || where === "url parameter")) continue;
          const error = refusal(() => way(base), secrets, `${where} ${base}`);
          if (error.message.includes("evil.example")) expect(error.message, where).to.include("***@");
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("the CLI's error line holds no header value and no URL userinfo", () => {
    fc.assert(
      fc.property(headerCase(CORE_BAD), ({ name, value, secrets }) => {
        cliRefusal(["GET /user", `${name}:${value}`], secrets, "a header item");
        cliRefusal(["GET /user", `headers:=${JSON.stringify({ [name]: value })}`], secrets, "headers:=");
        cliRefusal(["GET /user", `headers:=${JSON.stringify({ [name]: value }).slice(0, -1)}`], secrets, "headers:= not JSON");
        cliRefusal(["GET /user", `${name}:token ${secrets[0]}`, `${name.toUpperCase()}:${value}`], secrets, "a header twice");
      }),
      { numRuns: RUNS },
    );
    fc.assert(
      fc.property(headerCase(ADAPTER_BAD), ({ name, value, secrets }) => {
        cliRefusal(["--curl", "GET /user", `${name}:${value}`], secrets, "--curl");
      }),
      { numRuns: RUNS },
    );
    fc.assert(
      fc.property(urlCase, ({ base, secrets }) => {
        cliRefusal([`GET ${base}/user`], secrets, "route");
        cliRefusal(["GET", `${base}/user`], secrets, "method and url");
        cliRefusal(["--base-url", base, "GET /user"], secrets, "--base-url");
        cliRefusal([`--base-url=${base}`, "--base-url", base, "GET /user"], secrets, "--base-url twice");
      }),
      { numRuns: RUNS },
    );
  });

  it("a real process of the CLI writes its error line without the token or the password", async function () {
    this.timeout(180_000); // two starts of the tool through ts-node
    const cliFile = join(__dirname, "../../lib/cli/main.ts");
    const tsNode = require.resolve("ts-node/dist/bin.js");
    const token = "ghp_0123456789abcdefghijklmnopqrstuvwxyz";
    const cases: [string[], string][] = [
      [["GET /user", `authorization:token ${token}\n`], 'The value of the header "authorization" holds U+000A at character 47 of 47'],
      [[`GET https://x-access-token:${token}@evil.example/user`], '"https://***@evil.example/user"'],
    ];
    for (const [argv, says] of cases) {
      const failed = await promisify(execFile)(process.execPath, [tsNode, "--transpile-only", cliFile, ...argv]).then(
        () => expect.fail(`${argv.join(" ")} was accepted`),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
      expect(failed.code).to.equal(1);
      expect(failed.stdout).to.equal("");
      expect(failed.stderr).to.include(says);
      expect(quotes(failed.stderr, [token]), failed.stderr).to.equal(false);
    }
  });
});
