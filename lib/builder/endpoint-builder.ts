import { GLOBAL_DEFAULTS } from "../core/merge/global-defaults";
import { normalizeMethod } from "../core/options/http-method";
import { checkFormat, normalizePreview } from "../core/merge/media-type";
import { checkRequestMeta, checkUrlOption } from "../core/merge/merge-options";
import { BODY_OPTION } from "../core/options/named-options";
import { hasOwn } from "../core/util/own-properties";
import { frozenCopy } from "../core/util/plain-data";
import type { RequestPipeline } from "../core/request-pipeline";
import type { RequestPipeline as ExportedPipeline } from "../facade/request-pipeline";
import type { EndpointDefaults, EndpointOptions, HeaderValue, MergedOptions, RequestMeta, RequestOptions } from "../core/options/types";
import { validateBaseUrl } from "../core/url/url";
import { defaultPipeline } from "../strategies/default-pipeline";
import { coreOf } from "../facade/bind-endpoint";
import { registeredOnly } from "../facade/registered-only";
import type { Endpoint } from "../facade/endpoint-types";
import { describeValue } from "../errors/describe-value";
import { typedError } from "../errors/typed-error";
import { InvalidOptionsError } from "../errors/invalid-options-error";
import type { CheckedRoute, OtherParametersRefused, ParameterName, RouteParameters } from "../core/plan/route-types";
import type { OpenApiBuilderParameters, OpenApiData, OpenApiRoute, OpenApiRouteArgument } from "../core/plan/openapi-types";
import type { OpenApiEndpoint } from "../facade/endpoint-types";
import {
  checkBuilderPipeline,
  checkedHeaderEntries,
  checkedHeaderEntry,
  checkedParameterEntries,
  checkParamName,
  checkRouteArgument,
} from "./builder-checks";
import {
  linkAfter,
  optionsGiven,
  optionsToBuild,
  optionsToMerge,
  replacedBy,
  startChain,
  stateOf,
  Step,
  type ChainLink,
} from "./builder-chain";

// A builder typed by an OpenAPI description (Paths) or not (unknown): the routes route() takes, the
// parameters it then offers, and why param() refuses another name.
type BuilderRoute<Paths> = unknown extends Paths ? string : OpenApiRoute<Paths> | (string & {});
type BuilderRouteArgument<Paths, R extends string> = unknown extends Paths ? CheckedRoute<R> : OpenApiRouteArgument<Paths, R>;
type BuilderParameters<Paths, R extends string> = unknown extends Paths ? RouteParameters<R> : OpenApiBuilderParameters<Paths, R>;
type BuilderRefused<Paths, Route extends string, HasData extends boolean> = unknown extends Paths
  ? OtherParametersRefused<Route, HasData>
  : string extends Route
    ? never
    : `the API description does not give ${Route} this parameter`;
// The description an endpoint is typed by, or unknown (a plain endpoint matches with unknown).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- whatever names its defaults bind
type PathsOf<E> = E extends OpenApiEndpoint<infer Paths, any> ? Paths : unknown;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a builder of any type parameters
type AnyBuilder = EndpointBuilder<any, any, any, any>;

/**
 * An immutable fluent builder of request options over the same core as {@link endpoint}: every
 * method returns a new builder and leaves the one it is called on as it was, so a partly
 * configured builder is a reusable template. `build()` returns exactly what `endpoint()` returns
 * for the same options; errors are the same too.
 *
 * After `route()` with a literal route, `param()` offers the route's placeholder names and takes
 * the value types their forms allow (see {@link RouteParameters}); another name is a compile error
 * only where the route leaves it no place (see {@link OtherParametersRefused}). A builder from an
 * endpoint typed by an OpenAPI description takes that description's routes and parameters instead
 * (see {@link EndpointBuilder.from}).
 *
 * @typeParam Parameters - the parameters `param()` and `params()` offer (those of the route).
 * @typeParam Route - the route given to `route()`, or `string`.
 * @typeParam HasData - whether `data()` was called.
 * @typeParam Paths - the `paths` type of the OpenAPI description the builder is typed by, or `unknown`.
 *
 * Construct it with no arguments (default strategies and defaults), get one over an endpoint's
 * defaults and strategies with `EndpointBuilder.from(endpoint.defaults({...}))`, or resolve it from a container
 * (`createContainer().resolve(EndpointBuilder)`) to use that container's strategies.
 *
 * @category Builder
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
export class EndpointBuilder<
  Parameters extends object = {},
  Route extends string = string,
  HasData extends boolean = false,
  Paths = unknown,
> {
  // Each builder is also one link of the chain its calls made (ChainLink, in builder-chain.ts):
  // those fields are set by startChain() or linkAfter(), after these two, and read there only.
  private readonly pipeline: RequestPipeline;
  private readonly defaultOptions: EndpointDefaults;

  // Every public method runs its body in a try block whose catch passes the error to typedError(),
  // so that a getter or Proxy in what the caller gave fails as an EndpointError. An inline block,
  // not a wrapper function: a closure a call would cost the hot param() and build().
  /**
   * @param pipeline - the core to build with; the library's default when omitted.
   * @param defaults - the defaults to build over; the global defaults when omitted.
   */
  // Typed as the exported class; any pipeline of the core's class is taken (an endpoint's, through from()).
  constructor(pipeline?: ExportedPipeline, defaults?: EndpointDefaults) {
    try {
      this.pipeline = checkBuilderPipeline(pipeline) ?? defaultPipeline();
      // Defaults may come from a container registration: checked as defaults() checks them.
      this.defaultOptions = this.pipeline.workingDefaults(defaults === undefined ? GLOBAL_DEFAULTS : this.pipeline.checkDefaults(defaults));
      startChain(this as unknown as ChainLink);
    } catch (error) {
      throw typedError(error);
    }
  }

  /**
   * A builder over an endpoint's defaults and strategies: `endpoint`, one made by
   * `createEndpoint()`, or one derived from either with `defaults()`. `build()` then returns what
   * that endpoint returns for the same options.
   *
   * From an endpoint typed by an OpenAPI description (`createEndpoint<paths>()`, see
   * {@link OpenApiEndpoint}), the builder keeps the description: `route()` takes its routes,
   * `param()` and `params()` the route's described parameters, `data()` its described body.
   * @throws {@link InvalidOptionsError} when given anything but an endpoint of this package.
   * @example
   * ```ts
   * const ghe = endpoint.defaults({ baseUrl: "https://ghe.example.com/api/v3" });
   * EndpointBuilder.from(ghe).route("GET /user").build().url; // => "https://ghe.example.com/api/v3/user"
   *
   * const github = createEndpoint<paths>(); // paths from @octokit/openapi-types
   * EndpointBuilder.from(github).route("GET /users/{username}").param("username", "octocat").build().url;
   * // => "https://api.github.com/users/octocat"
   * ```
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an endpoint typed by any description
  static from<E extends Endpoint<string> | OpenApiEndpoint<any, any>>(endpoint: E): EndpointBuilder<{}, string, false, PathsOf<E>> {
    try {
      const core = coreOf(endpoint);
      if (core === undefined) {
        throw new InvalidOptionsError(`EndpointBuilder.from() takes an endpoint of this package, got ${describeValue(endpoint)}.`);
      }
      return new EndpointBuilder(core.pipeline, core.defaults);
    } catch (error) {
      throw typedError(error);
    }
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
  route<R extends BuilderRoute<Paths>>(
    route: BuilderRouteArgument<Paths, R>,
  ): EndpointBuilder<BuilderParameters<Paths, R>, R, HasData, Paths> {
    try {
      const checked = checkRouteArgument(route);
      // What the route names replaces an earlier method or url.
      return this.with(Step.Route, checked, replacedBy(this.pipeline.checkRoute(checked)));
    } catch (error) {
      throw typedError(error);
    }
  }

  /**
   * Sets the HTTP method (any letter case; checked when built).
   * @example
   * ```ts
   * new EndpointBuilder().url("/user").method("patch").param("name", "Mona").build().method; // => "patch"
   * ```
   */
  method(method: string): EndpointBuilder<Parameters, string, HasData, Paths> {
    try {
      return this.withOption("method", normalizeMethod(method));
    } catch (error) {
      throw typedError(error);
    }
  }

  /**
   * Sets the URL: a path or full URL, an RFC 6570 template.
   * @example
   * ```ts
   * new EndpointBuilder().url("/orgs/{org}").param("org", "octokit").build().url;
   * // => "https://api.github.com/orgs/octokit"
   * ```
   */
  url(url: string): EndpointBuilder<Parameters, string, HasData, Paths> {
    try {
      this.pipeline.checkUrl(checkUrlOption(url));
      return this.withOption("url", url);
    } catch (error) {
      throw typedError(error);
    }
  }

  /**
   * Sets the base URL a path is joined to.
   * @example
   * ```ts
   * new EndpointBuilder().baseUrl("https://ghe.example.com/api/v3").url("/user").build().url;
   * // => "https://ghe.example.com/api/v3/user"
   * ```
   */
  baseUrl(baseUrl: string): EndpointBuilder<Parameters, Route, HasData, Paths> {
    try {
      return this.withOption("baseUrl", validateBaseUrl(baseUrl));
    } catch (error) {
      throw typedError(error);
    }
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
    name: ParameterName<K, Parameters, BuilderRefused<Paths, Route, HasData>>,
    value: K extends keyof Parameters ? Parameters[K] | undefined : unknown,
  ): EndpointBuilder<Parameters, Route, HasData, Paths> {
    try {
      // A frozen copy: a later change to the caller's array cannot reach the builder.
      return this.with(Step.Param, checkParamName(name), frozenCopy(value));
    } catch (error) {
      throw typedError(error);
    }
  }

  /**
   * Sets several parameters at once, as {@link EndpointBuilder.param} does for each.
   * @example
   * ```ts
   * new EndpointBuilder().route("GET /repos/{owner}/{repo}").params({ owner: "octokit", repo: "endpoint.js" }).build().url;
   * // => "https://api.github.com/repos/octokit/endpoint.js"
   * ```
   */
  params(
    parameters: Readonly<
      [BuilderRefused<Paths, Route, HasData>] extends [never] ? Partial<Parameters> & Record<string, unknown> : Partial<Parameters>
    >,
  ): EndpointBuilder<Parameters, Route, HasData, Paths> {
    try {
      return this.with(Step.Params, "", checkedParameterEntries(parameters));
    } catch (error) {
      throw typedError(error);
    }
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
  header(name: string, value: HeaderValue | null | undefined): EndpointBuilder<Parameters, Route, HasData, Paths> {
    try {
      return this.with(Step.Headers, "", checkedHeaderEntry(name, value));
    } catch (error) {
      throw typedError(error);
    }
  }

  /**
   * Sets several headers, as {@link EndpointBuilder.header} does for each.
   * @example
   * ```ts
   * new EndpointBuilder().url("/user").headers({ "X-GitHub-Api-Version": "2022-11-28" }).build().headers["x-github-api-version"];
   * // => "2022-11-28"
   * ```
   */
  headers(headers: Readonly<Record<string, HeaderValue | null | undefined>>): EndpointBuilder<Parameters, Route, HasData, Paths> {
    try {
      // Headers merge by lowercase name when built: a later call for a name replaces the value; null
      // removes it. Only what this call sets is recorded: the earlier headers are not copied.
      return this.with(Step.Headers, "", checkedHeaderEntries(headers, this.pipeline.rules.headerNamedTwice));
    } catch (error) {
      throw typedError(error);
    }
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
  preview(name: string): EndpointBuilder<Parameters, Route, HasData, Paths> {
    try {
      // Added to the earlier previews when built: they are not copied here.
      return this.with(Step.Preview, normalizePreview(name), undefined);
    } catch (error) {
      throw typedError(error);
    }
  }

  /**
   * Sets `mediaType.format`, such as `raw` or `diff`.
   * @example
   * ```ts
   * new EndpointBuilder().url("/repos/o/r/pulls/1").format("diff").build().headers.accept;
   * // => "application/vnd.github.v3.diff"
   * ```
   */
  format(format: string): EndpointBuilder<Parameters, Route, HasData, Paths> {
    try {
      return this.with(Step.Format, checkFormat(format), undefined);
    } catch (error) {
      throw typedError(error);
    }
  }

  /**
   * Sets the request body as given (kept by reference: a Buffer or stream is not copied).
   * @example
   * ```ts
   * new EndpointBuilder().route("POST /markdown/raw").header("content-type", "text/plain").data("Hello **world**").build().body;
   * // => "Hello **world**"
   * ```
   */
  data(body: unknown extends Paths ? unknown : OpenApiData<Paths, Route>): EndpointBuilder<Parameters, Route, true, Paths> {
    try {
      // The body as given, as endpoint() takes it: a parameter to the merge.
      return this.with(Step.Data, BODY_OPTION, body);
    } catch (error) {
      throw typedError(error);
    }
  }

  /**
   * Sets the caller meta information returned as `request` (a signal, an agent ...).
   * @example
   * ```ts
   * new EndpointBuilder().url("/user").request({ timeout: 5000 }).build().request; // => { timeout: 5000 }
   * ```
   */
  request(meta: RequestMeta): EndpointBuilder<Parameters, Route, HasData, Paths> {
    try {
      return this.withOption("request", frozenCopy(checkRequestMeta(meta)));
    } catch (error) {
      throw typedError(error);
    }
  }

  /**
   * Builds the request options: exactly what `endpoint()` returns for the same options.
   * @example
   * ```ts
   * new EndpointBuilder().route("GET /").build();
   * // => { method: "get", url: "https://api.github.com/",
   * //      headers: { accept: "application/vnd.github.v3+json", "user-agent": "request-options-builder/<version>" } }
   * ```
   */
  build(): RequestOptions {
    try {
      // One path, endpoint()'s, with the options the chain holds: made once per builder, so a
      // builder built again costs one endpoint() call.
      const state = stateOf(this as unknown as ChainLink);
      return this.pipeline.endpoint(this.defaultOptions, state.route, optionsToBuild(state));
    } catch (error) {
      throw typedError(error);
    }
  }

  /**
   * The merged options, not parsed: exactly what `endpoint.merge()` returns for the same options.
   * @example
   * ```ts
   * new EndpointBuilder().route("get /user").merge().method; // => "GET"
   * ```
   */
  merge(): MergedOptions {
    try {
      const state = stateOf(this as unknown as ChainLink);
      return this.pipeline.merge(this.defaultOptions, state.route, optionsToMerge(state));
    } catch (error) {
      throw typedError(error);
    }
  }

  /**
   * The options this builder holds, as `endpoint()` takes them (fresh copies: changing them
   * changes no builder).
   */
  toOptions(): EndpointOptions {
    try {
      const state = stateOf(this as unknown as ChainLink);
      const { route } = state;
      const copy = optionsGiven(state) as EndpointOptions;
      if (!hasOwn(copy, "headers") || copy.headers === undefined) copy.headers = {};
      // Options no longer show what a url() replaced (the route's URL or the defaults'), and another
      // endpoint would take them: checked here as build() checks it.
      if (hasOwn(state.options, "url")) this.pipeline.merge(this.defaultOptions, route, optionsToMerge(state));
      if (route === undefined) return copy;
      // The route's method and url, unless a later call replaced them.
      const { method, url } = this.pipeline.routePlan(route);
      const routed: EndpointOptions = {};
      if (method !== undefined) routed.method = method;
      if (url !== undefined) routed.url = url;
      return { ...routed, ...copy };
    } catch (error) {
      throw typedError(error);
    }
  }

  // The builder one call makes: this one and what the call set. The next builder's type is the
  // calling method's to say (its route, whether data is set).
  private with<Next extends AnyBuilder = EndpointBuilder<Parameters, Route, HasData, Paths>>(
    step: Step,
    key: string,
    value: unknown,
  ): Next {
    return new BuilderLink(this.pipeline, this.defaultOptions, this, step, key, value) as unknown as Next;
  }

  private withOption<Next extends AnyBuilder = EndpointBuilder<Parameters, Route, HasData, Paths>>(key: string, value: unknown): Next {
    return this.with<Next>(Step.Option, key, value);
  }
}

// The builders that calls make, not through the constructor: they share pipeline and defaults. A
// constructor function over the builder's prototype rather than Object.create() and fields set one
// by one: V8 then gives the object its fields in place (nine of them: 96 bytes, not about 190).
const BuilderLink = function (
  this: { pipeline: RequestPipeline; defaultOptions: EndpointDefaults },
  pipeline: RequestPipeline,
  defaultOptions: EndpointDefaults,
  parent: AnyBuilder,
  step: Step,
  key: string,
  value: unknown,
) {
  this.pipeline = pipeline;
  this.defaultOptions = defaultOptions;
  linkAfter(this as unknown as ChainLink, parent as unknown as ChainLink, step, key, value);
} as unknown as new (...args: [RequestPipeline, EndpointDefaults, AnyBuilder, Step, string, unknown]) => AnyBuilder;
BuilderLink.prototype = EndpointBuilder.prototype;
registeredOnly(EndpointBuilder);
