import { GLOBAL_DEFAULTS } from "../core/global-defaults";
import { checkHeaderName, checkHeaderValue, checkHeadersOption } from "../core/header-rules";
import { normalizeMethod } from "../core/http-method";
import { checkFormat, normalizePreview } from "../core/media-type";
import { checkRequestMeta, checkUrlOption, type Draft } from "../core/merge-options";
import { BODY_OPTION, NAMED_OPTION_KEYS } from "../core/named-options";
import { copyOwnProperties, hasOwn, isPlainObject, ownValue, setOwn } from "../core/own-properties";
import { frozenCopy, mutableCopy } from "../core/plain-data";
import { buildPrepared, prepare, type BuiltUrl } from "../core/prepared-build";
import { RequestPipeline } from "../core/request-pipeline";
import { parseRoute } from "../core/route";
import type { RequestPipeline as ExportedPipeline } from "../facade/request-pipeline";
import type { EndpointDefaults, EndpointOptions, HeaderValue, MergedOptions, RequestMeta, RequestOptions } from "../core/types";
import { validateBaseUrl } from "../core/url";
import { defaultPipeline } from "../strategies/default-pipeline";
import { coreOf } from "../facade/bind-endpoint";
import { registeredOnly } from "../facade/registered-only";
import type { Endpoint } from "../facade/endpoint-types";
import { describeValue } from "../errors/describe-value";
import { InvalidHeaderError } from "../errors/invalid-header-error";
import { typedError } from "../errors/typed-error";
import { InvalidOptionsError } from "../errors/invalid-options-error";
import type { CheckedRoute, OtherParametersRefused, ParameterName, RouteParameters } from "../core/route-types";
import type { OpenApiBuilderParameters, OpenApiData, OpenApiRoute, OpenApiRouteArgument } from "../core/openapi-types";
import type { OpenApiEndpoint } from "../facade/endpoint-types";

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

/**
 * What a builder holds, materialized from its chain of calls when it is built (see
 * {@link EndpointBuilder}'s private fields): the route it was given and the options its calls set.
 * Never changed once made.
 */
interface BuilderState {
  readonly route: string | undefined;
  /** The named options its calls set (all but `data`), as `endpoint()` takes them. */
  readonly named: Readonly<Record<string, unknown>>;
  /** The parameters its calls set, `data` included, in the order set. */
  readonly parameters: Readonly<Record<string, unknown>>;
  /** Whether a parameter holds an object (kept frozen), which `build()` must copy out. */
  readonly objectParameters: boolean;
  /** How many parameters, headers and previews it holds: what a replay from it copies. */
  readonly size: number;
  /**
   * The route and named options merged over the defaults: made by the first build, and shared by
   * every state that differs only in its parameters (the one thing in a state that is set later).
   */
  readonly prepared: { draft?: Draft; builtOnce?: boolean };
  /**
   * The URL `build()` makes before routing, kept by the first build: shared by every state with
   * the same prepared draft and the same placeholder values (the URL depends on nothing else).
   */
  readonly builtUrl: BuiltUrl;
}

/**
 * Named options being written by the steps of a chain, each object copied once, at its first write:
 * `named` when this writing does not own it yet, and the headers, media type and previews (kept
 * apart while written, and frozen into `named` at the end), so that a step costs what it sets.
 */
interface NamedWriting {
  named: Record<string, unknown>;
  ownsNamed: boolean;
  headers: Record<string, unknown> | undefined;
  mediaType: Record<string, unknown> | undefined;
  previews: Set<string> | undefined;
  /** Parameters, headers and previews held (see {@link BuilderState.size}). */
  size: number;
}

/**
 * A state being replayed from an earlier one: `parameters` is copied only when a step writes it and
 * this state does not own it yet; `prepared` and `builtUrl` are undefined while no step kept the
 * earlier state's, and are made once at the end.
 */
interface Replay extends NamedWriting {
  route: string | undefined;
  parameters: Record<string, unknown>;
  objectParameters: boolean;
  prepared: { draft?: Draft; builtOnce?: boolean } | undefined;
  builtUrl: BuiltUrl | undefined;
  ownsParameters: boolean;
}

/** What one fluent call recorded; `key` and `value` say what it set. */
const enum Step {
  /** The first builder: nothing recorded, its state is set. */
  None,
  /** route(): `key` the route, `value` the named options it replaces. */
  Route,
  /** A named option: `key` its name, `value` its checked value. */
  Option,
  /** headers(): `value` the lowercase names and checked values, in turn, in one array. */
  Headers,
  /** preview(): `key` the preview's name. */
  Preview,
  /** format(): `key` the format. */
  Format,
  /** param(): `key` the name, `value` the frozen copy of the value. */
  Param,
  /** params(): `value` the names and frozen values, in turn, in one array. */
  Params,
  /** data(): `value` the body as given. */
  Data,
}

// A builder keeps the state of a builder derived from it more than once (a template), so that its
// derived builders copy it instead of replaying the chain; and of every builder this many calls
// past the last kept state, or as many as that state holds if more: a replay copies what the state
// it starts from holds, so each call pays a bounded share of it and n calls cost O(n) in all.
const KEEP_EVERY = 32;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a builder of any type parameters
type AnyBuilder = EndpointBuilder<any, any, any, any>;

const NO_OPTIONS: Readonly<Record<string, unknown>> = Object.freeze({});
const NAMED: ReadonlySet<string> = new Set<string>(NAMED_OPTION_KEYS);
// The options a route replaces, by what it names: nothing, a method, a url, or both.
const ROUTE_REPLACES: readonly ReadonlySet<string>[] = [new Set(), new Set(["method"]), new Set(["url"]), new Set(["method", "url"])];

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
  // A builder is one link of a persistent chain: a fluent call records only what it sets, on the
  // new builder, and shares everything else with the builder it is called on; nothing is copied per
  // call. The state a build needs is replayed from the chain when built and kept (see stateOf()).
  // Checks stay at each call. Fields in the order with() sets them, for one object shape.
  private readonly pipeline: RequestPipeline;
  private readonly defaultOptions: EndpointDefaults;
  /** The builder this one's call was made on; dropped once this one's state is kept. */
  private parent: AnyBuilder | undefined;
  private readonly step: Step;
  private readonly key: string;
  private readonly value: unknown;
  /** This builder's state, once replayed and kept. */
  private kept: BuilderState | undefined;
  /** How many builders were derived from this one. */
  private derived: number;
  /** Calls left until this chain keeps a state again (see KEEP_EVERY). */
  private readonly untilKept: number;
  /** Whether built by buildOnce(): its state, when kept, says its merge was made once. */
  private built: boolean;

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
      if (pipeline !== undefined && !(pipeline instanceof RequestPipeline)) {
        throw new InvalidOptionsError(`An EndpointBuilder is made over a RequestPipeline, got ${describeValue(pipeline)}.`);
      }
      this.pipeline = pipeline ?? defaultPipeline();
      // Defaults may come from a container registration: checked as defaults() checks them.
      this.defaultOptions = this.pipeline.workingDefaults(defaults === undefined ? GLOBAL_DEFAULTS : this.pipeline.checkDefaults(defaults));
      this.parent = undefined;
      this.step = Step.None;
      this.key = "";
      this.value = undefined;
      this.kept = {
        route: undefined,
        named: NO_OPTIONS,
        parameters: NO_OPTIONS,
        objectParameters: false,
        size: 0,
        prepared: {},
        builtUrl: {},
      };
      this.derived = 0;
      this.untilKept = KEEP_EVERY;
      this.built = false;
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
      if (typeof route !== "string") throw new InvalidOptionsError(`route() takes a string, got ${describeValue(route)}.`);
      const plan = this.pipeline.checkRoute(route);
      // What the route names replaces an earlier method or url.
      const replaced = ROUTE_REPLACES[(plan.method === undefined ? 0 : 1) + (plan.url === undefined ? 0 : 2)];
      return this.with(Step.Route, route, replaced);
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
      return this.with(Step.Param, checkParameterName(name), frozenCopy(value));
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
      if (!isPlainObject(parameters)) {
        throw new InvalidOptionsError(`params() takes a plain object of parameters, got ${describeValue(parameters)}.`);
      }
      // Every name checked before any value is read, then the names and frozen values in turn.
      const given = parameters as Readonly<Record<string, unknown>>;
      const names = Object.keys(given);
      for (const name of names) checkParameterName(name);
      const entries = new Array<unknown>(names.length * 2);
      for (let i = 0; i < names.length; i++) {
        entries[2 * i] = names[i];
        entries[2 * i + 1] = frozenCopy(given[names[i]]);
      }
      return this.with(Step.Params, "", entries);
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
      // Recorded as headers() records one: no object made for it (each distinct name would make V8
      // a new object shape).
      const lowercaseName = checkHeaderName(checkHeaderNameType(name));
      return this.with(Step.Headers, "", [lowercaseName, checkedHeaderValue(name, value)]);
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
      const given = checkHeadersOption(headers);
      // Headers merge by lowercase name when built: a later call for a name replaces the value; null
      // removes it. Only what this call sets is recorded: the earlier headers are not copied.
      const names = Object.keys(given);
      const entries = new Array<unknown>(names.length * 2);
      for (let i = 0; i < names.length; i++) {
        entries[2 * i] = checkHeaderName(names[i]);
        entries[2 * i + 1] = checkedHeaderValue(names[i], given[names[i]]);
      }
      return this.with(Step.Headers, "", entries);
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
      // A chain built once, as most are, and whose merge no other builder shares: its options made
      // at once in one object, with no state kept, and one merge, as endpoint() makes it.
      if (this.kept === undefined && !this.built && this.ownsMerge()) {
        this.built = true;
        return this.buildOnce();
      }
      const { route, named, parameters, objectParameters, prepared, builtUrl } = this.stateOf();
      const given = objectParameters ? copyParameters(parameters) : parameters;
      // A chain built once, as most are: one merge, as endpoint() makes it.
      if (prepared.draft === undefined && prepared.builtOnce !== true) {
        prepared.builtOnce = true;
        return this.pipeline.endpoint(this.defaultOptions, route, optionsOf(named, given));
      }
      // Built again: the route and named options are merged and checked once for every builder
      // that shares them, so a reused builder only merges its parameters, and builds its URL
      // again only when a placeholder's value changed.
      const draft = (prepared.draft ??= prepare(this.pipeline, this.defaultOptions, route, named));
      return buildPrepared(this.pipeline, draft, this.defaultOptions, given, builtUrl);
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
      const { route, named, parameters } = this.stateOf();
      return this.pipeline.merge(this.defaultOptions, route, { ...named, ...copyParameters(parameters) });
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
      const { route, named, parameters } = this.stateOf();
      const copy = mutableCopy({ ...named, ...parameters }) as EndpointOptions;
      if (!hasOwn(copy, "headers") || copy.headers === undefined) copy.headers = {};
      // Options no longer show what a url() replaced (the route's URL or the defaults'), and another
      // endpoint would take them: checked here as build() checks it.
      if (hasOwn(named, "url")) this.pipeline.merge(this.defaultOptions, route, { ...named, ...copyParameters(parameters) });
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
    const untilKept = (this.kept === undefined ? this.untilKept : Math.max(KEEP_EVERY, this.kept.size)) - 1;
    const next = new BuilderLink(this.pipeline, this.defaultOptions, this, step, key, value, untilKept);
    this.derived++;
    if (untilKept <= 0) next.stateOf();
    return next as unknown as Next;
  }

  // A named option set: the prepared merge no longer holds.
  private withOption<Next extends AnyBuilder = EndpointBuilder<Parameters, Route, HasData, Paths>>(key: string, value: unknown): Next {
    return this.with<Next>(Step.Option, key, value);
  }

  // This builder's state: kept, or replayed from the nearest builder up the chain whose state is
  // kept or worth keeping (one derived from more than once), and then kept. A loop over the
  // builders whose states the replay needs in turn, not a recursion: a chain may be long.
  private stateOf(): BuilderState {
    if (this.kept !== undefined) return this.kept;
    const from = this.replayStart();
    if (from.kept === undefined) {
      // Templates not kept yet, the farthest replayed first.
      const waiting: AnyBuilder[] = [];
      for (let builder = from; builder.kept === undefined; builder = builder.replayStart()) waiting.push(builder);
      for (let i = waiting.length - 1; i >= 0; i--) waiting[i].keepReplayed(waiting[i].replayStart());
    }
    this.keepReplayed(from);
    return this.kept as unknown as BuilderState;
  }

  // Replays this builder's calls over the state of the builder its replay starts from (kept by
  // now), and keeps the result.
  private keepReplayed(from: AnyBuilder): void {
    const start = from.kept as BuilderState;
    const replay: Replay = {
      route: start.route,
      named: start.named,
      parameters: start.parameters,
      objectParameters: start.objectParameters,
      size: start.size,
      prepared: start.prepared,
      builtUrl: start.builtUrl,
      ownsNamed: false,
      ownsParameters: false,
      headers: undefined,
      mediaType: undefined,
      previews: undefined,
    };
    // One call past the start, as a reused builder's param() is: no list of links made for it.
    if (this.parent === from) applyStep(replay, this.step, this.key, this.value);
    else {
      const links = this.linksAfter(from);
      for (let i = 0; i < links.length; i++) applyStep(replay, links[i].step, links[i].key, links[i].value);
    }
    finishNamed(replay);
    replay.prepared ??= { builtOnce: this.built };
    replay.builtUrl ??= {};
    // Kept as it is: the writing's fields matter to no one now (a replay from it starts owning nothing).
    this.kept = replay as BuilderState;
    // Kept: no walk goes past this builder again, so its chain need not stay alive.
    this.parent = undefined;
  }

  // The builder up the chain a replay starts from: the nearest whose state is kept or worth
  // keeping (one derived from more than once).
  private replayStart(): AnyBuilder {
    let from = this.parent as AnyBuilder;
    while (from.kept === undefined && from.derived < 2) from = from.parent as AnyBuilder;
    return from;
  }

  // The builders after `from` up to this one, in the order their calls were made.
  private linksAfter(from: AnyBuilder): AnyBuilder[] {
    let count = 1;
    for (let link = this.parent as AnyBuilder; link !== from; link = link.parent as AnyBuilder) count++;
    const links = new Array<AnyBuilder>(count);
    links[--count] = this;
    for (let link = this.parent as AnyBuilder; link !== from; link = link.parent as AnyBuilder) links[--count] = link;
    return links;
  }

  // Whether this builder's merge would be its own: a route or named option set since the state a
  // replay starts from, so no other builder shares it.
  private ownsMerge(): boolean {
    if (setsNamed(this.step)) return true;
    const from = this.replayStart();
    for (let link = this.parent as AnyBuilder; link !== from; link = link.parent as AnyBuilder) if (setsNamed(link.step)) return true;
    return false;
  }

  // A first build with a merge of its own: the options as endpoint() takes them (the named options,
  // then the parameters in their order) made in one object from the chain, each value copied out
  // of the builder as build() copies it.
  private buildOnce(): RequestOptions {
    const from = this.replayStart();
    const start = from.stateOf();
    const links = this.linksAfter(from);
    const options = copyOwnProperties(start.named);
    const named: NamedWriting = { named: options, ownsNamed: true, headers: undefined, mediaType: undefined, previews: undefined, size: 0 };
    let route = start.route;
    for (const { step, key, value } of links) {
      if (step === Step.Route) {
        // What the route names replaces an earlier method or url (the rest keep their order).
        if (hasOwn(options, "method") || hasOwn(options, "url")) {
          for (const replaced of value as ReadonlySet<string>) delete options[replaced];
        }
        route = routeOver(route, key);
      } else applyNamedStep(named, step, key, value);
    }
    finishNamed(named);
    // The builder keeps `request` frozen, and a result's request must be the caller's to change.
    if (hasOwn(options, "request")) options.request = mutableCopy(options.request);
    for (const key in start.parameters) if (hasOwn(start.parameters, key)) setParameterCopy(options, key, start.parameters[key]);
    for (const { step, key, value } of links) {
      if (step === Step.Param || step === Step.Data) setParameterCopy(options, key, value);
      if (step !== Step.Params) continue;
      const entries = value as readonly unknown[];
      for (let i = 0; i < entries.length; i += 2) setParameterCopy(options, entries[i] as string, entries[i + 1]);
    }
    return this.pipeline.endpoint(this.defaultOptions, route, options);
  }
}

// A builder's private fields.
interface Link {
  pipeline: RequestPipeline;
  defaultOptions: EndpointDefaults;
  parent: AnyBuilder | undefined;
  step: Step;
  key: string;
  value: unknown;
  kept: BuilderState | undefined;
  derived: number;
  untilKept: number;
  built: boolean;
}

// The builders that calls make, not through the constructor: they share pipeline and defaults. A
// constructor function over the builder's prototype rather than Object.create() and fields set one
// by one: V8 then gives the object its fields in place (nine of them: 96 bytes, not about 190).
const BuilderLink = function (
  this: Link,
  pipeline: RequestPipeline,
  defaultOptions: EndpointDefaults,
  parent: AnyBuilder,
  step: Step,
  key: string,
  value: unknown,
  untilKept: number,
) {
  this.pipeline = pipeline;
  this.defaultOptions = defaultOptions;
  this.parent = parent;
  this.step = step;
  this.key = key;
  this.value = value;
  this.kept = undefined;
  this.derived = 0;
  this.untilKept = untilKept;
  this.built = false;
} as unknown as new (...args: [RequestPipeline, EndpointDefaults, AnyBuilder, Step, string, unknown, number]) => AnyBuilder;
BuilderLink.prototype = EndpointBuilder.prototype;
registeredOnly(EndpointBuilder);

// A route that names the method alone (`"POST"`) or the url alone keeps the other from an earlier
// route: what a route names replaces, what it does not name stays (as for method() and url()).
function routeOver(earlier: string | undefined, route: string): string {
  if (earlier === undefined) return route;
  const given = parseRoute(route);
  if (given.method !== undefined && given.url !== undefined) return route;
  const kept = parseRoute(earlier);
  const method = given.method ?? kept.method;
  const url = given.url ?? kept.url;
  if (method === undefined) return url as string;
  return url === undefined ? method : `${method} ${url}`;
}

// Applies one recorded call to a state being replayed, as the call would have made its state.
function applyStep(replay: Replay, step: Step, key: string, value: unknown): void {
  switch (step) {
    case Step.Route: {
      // What the route names replaces an earlier method or url; the prepared merge no longer holds.
      replay.route = routeOver(replay.route, key);
      const replaced = value as ReadonlySet<string>;
      if (hasOwn(replay.named, "method") || hasOwn(replay.named, "url")) {
        replay.named = copyOwnProperties(replay.named, replaced);
        replay.ownsNamed = true;
      }
      replay.prepared = undefined;
      replay.builtUrl = undefined;
      return;
    }
    case Step.Option:
    case Step.Headers:
    case Step.Preview:
    case Step.Format:
      applyNamedStep(replay, step, key, value);
      replay.prepared = undefined;
      replay.builtUrl = undefined;
      return;
    case Step.Param:
      setParameter(replay, key, value);
      if (value !== null && typeof value === "object") replay.objectParameters = true;
      keepBuiltUrlUnless(replay, key);
      return;
    case Step.Data:
      setParameter(replay, key, value);
      keepBuiltUrlUnless(replay, key);
      return;
    case Step.Params: {
      const entries = value as readonly unknown[];
      for (let i = 0; i < entries.length; i += 2) {
        const name = entries[i] as string;
        const frozen = entries[i + 1];
        setParameter(replay, name, frozen);
        if (frozen !== null && typeof frozen === "object") replay.objectParameters = true;
        keepBuiltUrlUnless(replay, name);
      }
      return;
    }
    case Step.None:
      return;
  }
}

// Whether a step sets a named option (the merge of the route and named options no longer holds).
function setsNamed(step: Step): boolean {
  return step === Step.Route || step === Step.Option || step === Step.Headers || step === Step.Preview || step === Step.Format;
}

// Applies a step that sets a named option. Own options only, here and below: a polluted
// Object.prototype.headers or .mediaType is no option.
function applyNamedStep(writing: NamedWriting, step: Step, key: string, value: unknown): void {
  switch (step) {
    case Step.Option:
      ownedNamed(writing)[key] = value;
      return;
    case Step.Headers: {
      const headers = ownedHeaders(writing);
      const entries = value as readonly unknown[];
      for (let i = 0; i < entries.length; i += 2) {
        const name = entries[i] as string;
        if (!hasOwn(headers, name)) writing.size++;
        setOwn(headers, name, entries[i + 1]);
      }
      return;
    }
    case Step.Preview: {
      const previews = ownedPreviews(writing);
      if (!previews.has(key)) writing.size++;
      previews.add(key);
      return;
    }
    case Step.Format:
      ownedMediaType(writing).format = key;
      return;
  }
}

// The headers being written, copied from the named options' at the first write.
function ownedHeaders(writing: NamedWriting): Record<string, unknown> {
  if (writing.headers === undefined) {
    const named = ownedNamed(writing);
    writing.headers = copyOwnProperties((ownValue(named, "headers") ?? {}) as Record<string, unknown>);
    named.headers = writing.headers;
  }
  return writing.headers;
}

function ownedMediaType(writing: NamedWriting): Record<string, unknown> {
  if (writing.mediaType === undefined) {
    const named = ownedNamed(writing);
    writing.mediaType = { ...(ownValue(named, "mediaType") as object | undefined) };
    named.mediaType = writing.mediaType;
  }
  return writing.mediaType;
}

// The previews being written, in order and without duplicates; their place in the media type is
// held until they are frozen into it.
function ownedPreviews(writing: NamedWriting): Set<string> {
  if (writing.previews === undefined) {
    const mediaType = ownedMediaType(writing);
    writing.previews = new Set((ownValue(mediaType, "previews") ?? []) as readonly string[]);
    mediaType.previews = undefined;
  }
  return writing.previews;
}

// The headers and media type written, frozen into the named options, as a builder keeps them.
function finishNamed(writing: NamedWriting): void {
  if (writing.headers !== undefined) writing.named.headers = Object.freeze(writing.headers);
  if (writing.mediaType === undefined) return;
  if (writing.previews !== undefined) writing.mediaType.previews = Object.freeze([...writing.previews]);
  writing.named.mediaType = Object.freeze(writing.mediaType);
}

// The named options or the replay's parameters, copied first if not owned yet (copy on write).
function ownedNamed(writing: NamedWriting): Record<string, unknown> {
  if (!writing.ownsNamed) {
    writing.named = copyOwnProperties(writing.named);
    writing.ownsNamed = true;
  }
  return writing.named;
}

function setParameter(replay: Replay, name: string, value: unknown): void {
  if (!replay.ownsParameters) {
    replay.parameters = copyOwnProperties(replay.parameters);
    replay.ownsParameters = true;
  }
  if (!hasOwn(replay.parameters, name)) replay.size++;
  setOwn(replay.parameters, name, value);
}

// The built URL a state keeps when the parameter `name` changes: the earlier one, when it is not a
// placeholder of the prepared draft's URL; else none yet (also before the first build, when the
// placeholders are not known).
function keepBuiltUrlUnless(replay: Replay, name: string): void {
  const placeholders = replay.prepared?.draft?.plan?.placeholders;
  if (placeholders === undefined || placeholders.has(name)) replay.builtUrl = undefined;
}

function checkParameterName(name: unknown): string {
  if (typeof name !== "string") throw new InvalidOptionsError(`A parameter name must be a string, got ${describeValue(name)}.`);
  if (NAMED.has(name)) {
    throw new InvalidOptionsError(
      `"${name}" is an option, not a parameter: call .${name === "mediaType" ? "format()/.preview" : name}() instead.`,
    );
  }
  return name;
}

function checkHeaderNameType(name: unknown): string {
  if (typeof name !== "string") throw new InvalidHeaderError(`A header name must be a string, got ${describeValue(name)}.`);
  return name;
}

// null and undefined remove a header, as in endpoint()'s headers.
function checkedHeaderValue(name: string, value: unknown): unknown {
  return value === undefined || value === null ? value : checkHeaderValue(name.toLowerCase(), value);
}

// One options object for endpoint(): the named options, then the parameters in their order. The
// builder keeps `request` frozen, and a result's request must be the caller's to change: copied.
function optionsOf(named: Readonly<Record<string, unknown>>, parameters: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const options = copyOwnProperties(named);
  if (hasOwn(options, "request")) options.request = mutableCopy(options.request);
  for (const key in parameters) if (hasOwn(parameters, key)) setOwn(options, key, parameters[key]);
  return options;
}

// A parameter set in options for endpoint(), copied out of the builder's frozen one as
// copyParameters() copies it.
function setParameterCopy(options: Record<string, unknown>, key: string, value: unknown): void {
  setOwn(options, key, key === BODY_OPTION ? value : mutableCopy(value));
}

// The parameters with each object-valued one copied out of the builder's frozen one; data is
// kept by reference, as endpoint() keeps it.
function copyParameters(parameters: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(parameters)) setOwn(copy, key, key === BODY_OPTION ? parameters[key] : mutableCopy(parameters[key]));
  return copy;
}
