import { GLOBAL_DEFAULTS } from "../core/global-defaults";
import { isPlainObject } from "../core/own-properties";
import { workingCopy } from "../core/plain-data";
import { RequestPipeline } from "../core/request-pipeline";
import { parseRouteCached } from "../core/route";
import type { EndpointDefaults, EndpointOptions, HeaderValue, MergedOptions, RequestMeta, RequestOptions } from "../core/types";
import { defaultPipeline } from "../strategies/default-pipeline";
import { describeValue } from "../errors/describe-value";
import { InvalidOptionsError } from "../errors/invalid-options-error";
import type { CheckedRoute, RouteParameters } from "../core/route-types";
import { entriesOf, headerEntry, parameterEntry, replaySteps, type Step } from "./builder-steps";

/**
 * An immutable fluent builder of request options over the same core as {@link endpoint}: every
 * method returns a new builder and leaves the one it is called on as it was, so a partly
 * configured builder is a reusable template. `build()` returns exactly what `endpoint()` returns
 * for the same options; errors are the same too.
 *
 * After `route()` with a literal route, `param()` offers the route's placeholder names and takes
 * the value types their forms allow (see {@link RouteParameters}).
 *
 * Construct it with no arguments (default strategies and defaults), get one bound to an
 * endpoint's defaults with `endpoint.defaults({...}).builder()`, or resolve it from a container
 * (`createContainer().resolve(EndpointBuilder)`) to use that container's strategies.
 *
 * @example
 * ```ts
 * const repo = new EndpointBuilder().params({ owner: "octokit", repo: "endpoint.js" });
 * repo.route("GET /repos/{owner}/{repo}/issues").param("per_page", 2).build();
 * // => { method: "get", url: "https://api.github.com/repos/octokit/endpoint.js/issues?per_page=2", headers: {...} }
 * repo.route("POST /repos/{owner}/{repo}/issues").param("title", "Found a bug").header("authorization", "token x").build();
 * // => { method: "post", url: ".../repos/octokit/endpoint.js/issues", headers: {...}, body: { title: "Found a bug" } }
 * ```
 */
export class EndpointBuilder<Parameters extends object = {}> {
  private readonly pipeline: RequestPipeline;
  private readonly defaultOptions: EndpointDefaults;
  private readonly last: Step | undefined;

  /**
   * @param pipeline - the core to build with; the library's default when omitted.
   * @param defaults - the defaults to build over; the global defaults when omitted.
   */
  constructor(pipeline?: RequestPipeline, defaults?: EndpointDefaults) {
    this.pipeline = pipeline ?? defaultPipeline();
    // Defaults may come from a container registration: checked as defaults() checks them.
    this.defaultOptions = workingCopy(defaults === undefined ? GLOBAL_DEFAULTS : this.pipeline.checkDefaults(defaults));
    this.last = undefined;
  }

  /**
   * Sets method and url from a route (`"GET /repos/{owner}/{repo}"`), or the url alone, or the
   * method alone (`"POST"`). Replaces an earlier method and url.
   * @example
   * ```ts
   * new EndpointBuilder().route("GET /users/{username}").param("username", "octocat").build().url;
   * // => "https://api.github.com/users/octocat"
   * ```
   */
  route<R extends string>(route: CheckedRoute<R>): EndpointBuilder<RouteParameters<R>> {
    if (typeof route !== "string") throw new InvalidOptionsError(`route() takes a string, got ${describeValue(route)}.`);
    return this.with({ previous: this.last, kind: "route", route: parseRouteCached(route) });
  }

  /**
   * Sets the HTTP method (any letter case; checked when built).
   * @example
   * ```ts
   * new EndpointBuilder().url("/user").method("patch").param("name", "Mona").build().method; // => "patch"
   * ```
   */
  method(method: string): EndpointBuilder<Parameters> {
    return this.with({ previous: this.last, kind: "method", value: method });
  }

  /**
   * Sets the URL: a path or full URL, an RFC 6570 template.
   * @example
   * ```ts
   * new EndpointBuilder().url("/orgs/{org}").param("org", "octokit").build().url;
   * // => "https://api.github.com/orgs/octokit"
   * ```
   */
  url(url: string): EndpointBuilder<Parameters> {
    return this.with({ previous: this.last, kind: "url", value: url });
  }

  /**
   * Sets the base URL a path is joined to.
   * @example
   * ```ts
   * new EndpointBuilder().baseUrl("https://ghe.example.com/api/v3").url("/user").build().url;
   * // => "https://ghe.example.com/api/v3/user"
   * ```
   */
  baseUrl(baseUrl: string): EndpointBuilder<Parameters> {
    return this.with({ previous: this.last, kind: "baseUrl", value: baseUrl });
  }

  /**
   * Sets one parameter (routed by R1 to R3); a later value for the same name wins, `undefined`
   * unsets it (also a default's).
   * @example
   * ```ts
   * new EndpointBuilder().route("GET /orgs/{org}/repos").param("org", "a").param("org", "octokit").build().url;
   * // => "https://api.github.com/orgs/octokit/repos"
   * ```
   */
  param<K extends (keyof Parameters & string) | (string & {})>(
    name: K,
    value: K extends keyof Parameters ? Parameters[K] | undefined : unknown,
  ): EndpointBuilder<Parameters> {
    return this.with({ previous: this.last, kind: "params", entries: [parameterEntry(name, value)] });
  }

  /**
   * Sets several parameters at once, as {@link EndpointBuilder.param} does for each.
   * @example
   * ```ts
   * new EndpointBuilder().route("GET /repos/{owner}/{repo}").params({ owner: "octokit", repo: "endpoint.js" }).build().url;
   * // => "https://api.github.com/repos/octokit/endpoint.js"
   * ```
   */
  params(parameters: Readonly<Partial<Parameters> & Record<string, unknown>>): EndpointBuilder<Parameters> {
    if (!isPlainObject(parameters)) {
      throw new InvalidOptionsError(`params() takes a plain object of parameters, got ${describeValue(parameters)}.`);
    }
    return this.with({ previous: this.last, kind: "params", entries: entriesOf(parameters, parameterEntry) });
  }

  /**
   * Sets one header; names compare in lowercase, a later value wins, `null` or `undefined`
   * removes it (also a default's). Names and values are checked when built.
   * @example
   * ```ts
   * new EndpointBuilder().url("/user").header("Authorization", "token secret").build().headers.authorization;
   * // => "token secret"
   * ```
   */
  header(name: string, value: HeaderValue | null | undefined): EndpointBuilder<Parameters> {
    return this.with({ previous: this.last, kind: "headers", entries: [headerEntry(name, value)] });
  }

  /**
   * Sets several headers, as {@link EndpointBuilder.header} does for each.
   * @example
   * ```ts
   * new EndpointBuilder().url("/user").headers({ "X-GitHub-Api-Version": "2022-11-28" }).build().headers["x-github-api-version"];
   * // => "2022-11-28"
   * ```
   */
  headers(headers: Readonly<Record<string, HeaderValue | null | undefined>>): EndpointBuilder<Parameters> {
    if (!isPlainObject(headers)) return this.with({ previous: this.last, kind: "invalidHeaders", value: headers });
    return this.with({ previous: this.last, kind: "headers", entries: entriesOf(headers, headerEntry) });
  }

  /**
   * Adds a preview to `mediaType.previews`, in order, without duplicates; the `-preview` suffix
   * is optional. Checked when built, like every value, so errors match `endpoint()`'s.
   * @example
   * ```ts
   * new EndpointBuilder().url("/graphql").preview("mercy").preview("mercy-preview").build().headers.accept;
   * // => "application/vnd.github.mercy-preview+json"
   * ```
   */
  preview(name: string): EndpointBuilder<Parameters> {
    return this.with({ previous: this.last, kind: "preview", value: name });
  }

  /**
   * Sets `mediaType.format`, such as `raw` or `diff`.
   * @example
   * ```ts
   * new EndpointBuilder().url("/repos/o/r/pulls/1").format("diff").build().headers.accept;
   * // => "application/vnd.github.v3.diff"
   * ```
   */
  format(format: string): EndpointBuilder<Parameters> {
    return this.with({ previous: this.last, kind: "format", value: format });
  }

  /**
   * Sets the request body as given (kept by reference: a Buffer or stream is not copied).
   * @example
   * ```ts
   * new EndpointBuilder().route("POST /markdown/raw").header("content-type", "text/plain").data("Hello **world**").build().body;
   * // => "Hello **world**"
   * ```
   */
  data(body: unknown): EndpointBuilder<Parameters> {
    return this.with({ previous: this.last, kind: "data", value: body });
  }

  /**
   * Sets the caller meta information returned as `request` (a signal, an agent ...).
   * @example
   * ```ts
   * new EndpointBuilder().url("/user").request({ timeout: 5000 }).build().request; // => { timeout: 5000 }
   * ```
   */
  request(meta: RequestMeta): EndpointBuilder<Parameters> {
    return this.with({ previous: this.last, kind: "request", value: meta });
  }

  /**
   * Builds the request options: exactly what `endpoint()` returns for the same options.
   * @example
   * ```ts
   * new EndpointBuilder().route("GET /").build();
   * // => { method: "get", url: "https://api.github.com/", headers: { accept: "application/vnd.github.v3+json", "user-agent": "request-options-builder/<version>" } }
   * ```
   */
  build(): RequestOptions {
    return this.pipeline.endpoint(this.defaultOptions, this.toOptions());
  }

  /**
   * The merged options, not parsed: exactly what `endpoint.merge()` returns for the same options.
   * @example
   * ```ts
   * new EndpointBuilder().route("get /user").merge().method; // => "GET"
   * ```
   */
  merge(): MergedOptions {
    return this.pipeline.merge(this.defaultOptions, this.toOptions());
  }

  /**
   * The options this builder holds, as `endpoint()` takes them (fresh copies: changing them
   * changes no builder).
   */
  toOptions(): EndpointOptions {
    return replaySteps(this.last);
  }

  private with<Next extends object = Parameters>(step: Step): EndpointBuilder<Next> {
    // Not through the constructor: the next builder shares pipeline, defaults and history.
    const next: EndpointBuilder<Next> = Object.create(EndpointBuilder.prototype);
    return Object.assign(next, { pipeline: this.pipeline, defaultOptions: this.defaultOptions, last: step });
  }
}
