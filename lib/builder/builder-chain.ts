import { NAMED_OPTIONS, BODY_OPTION } from "../core/options/named-options";
import { copyOwnProperties, hasOwn, ownValue, setOwn } from "../core/util/own-properties";
import { mutableCopy } from "../core/util/plain-data";
import { parseRoute } from "../core/plan/route";

// A builder is one link of a persistent chain: a fluent call records only what it sets, on the
// new builder, and shares everything else with the builder it is called on; nothing is copied per
// call. The state a build needs is replayed from the chain when built and kept (see stateOf()).

/** What one fluent call recorded; `key` and `value` say what it set. */
export const enum Step {
  /** The first builder: nothing recorded, its state is set. */
  None,
  /** route(): `key` the route, `value` the named options it replaces (see {@link replacedBy}). */
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

/**
 * What a builder holds, replayed from its chain of calls: the route it was given and the options
 * its calls set, as `endpoint()` takes them. Never changed once kept.
 */
export interface BuilderState {
  readonly route: string | undefined;
  /**
   * The options its calls set, in the order set: the named options (headers and media type
   * frozen) and the parameters (frozen copies; `data` as given). Made once per state, it is what
   * every build of the state hands `endpoint()` (which reads it and keeps none of it).
   */
  readonly options: Readonly<Record<string, unknown>>;
  /** Whether the options hold an object a build must copy out: a parameter's, or the request. */
  readonly copyOut: boolean;
  /** How many parameters, headers and previews it holds: what a replay from it copies. */
  readonly size: number;
}

/**
 * A builder's fields that make it a link of the chain, read and written here only. They are the
 * builder's own (not an object it points to), so that a fluent call makes one object.
 */
export interface ChainLink {
  /** The builder this one's call was made on; dropped once this one's state is kept. */
  parent: ChainLink | undefined;
  step: Step;
  key: string;
  value: unknown;
  /** This builder's state, once replayed and kept. */
  kept: BuilderState | undefined;
  /** How many builders were derived from this one. */
  derived: number;
  /** Calls left until this chain keeps a state again (see KEEP_EVERY). */
  untilKept: number;
}

// A builder keeps the state of a builder derived from it more than once (a template), so that its
// derived builders copy it instead of replaying the chain; and of every builder this many calls
// past the last kept state, or as many as that state holds if more: a replay copies what the state
// it starts from holds, so each call pays a bounded share of it and n calls cost O(n) in all.
const KEEP_EVERY = 32;

/**
 * A state being replayed: the options copied at the first write (copy on write), and the headers,
 * media type and previews kept apart while written and frozen into the options at the end, so
 * that a step costs what it sets. Kept as the state once finished.
 */
interface Replay {
  route: string | undefined;
  options: Record<string, unknown>;
  copyOut: boolean;
  size: number;
  ownsOptions: boolean;
  headers: Record<string, unknown> | undefined;
  mediaType: Record<string, unknown> | undefined;
  previews: Set<string> | undefined;
}

const EMPTY_STATE: BuilderState = Object.freeze({ route: undefined, options: Object.freeze({}), copyOut: false, size: 0 });

// The options a route replaces, by what it names: nothing, a method, a url, or both.
const ROUTE_REPLACES: readonly ReadonlySet<string>[] = [new Set(), new Set(["method"]), new Set(["url"]), new Set(["method", "url"])];

/** The named options a route replaces: those it names, the method or the url. */
export function replacedBy(route: { method?: string; url?: string }): ReadonlySet<string> {
  return ROUTE_REPLACES[(route.method === undefined ? 0 : 1) + (route.url === undefined ? 0 : 2)];
}

/** Makes `link` the first link of a chain: nothing recorded, nothing set. */
export function startChain(link: ChainLink): void {
  link.parent = undefined;
  link.step = Step.None;
  link.key = "";
  link.value = undefined;
  link.kept = EMPTY_STATE;
  link.derived = 0;
  link.untilKept = KEEP_EVERY;
}

/** Makes `link` the one a call on `parent` made, recording what the call set. Fields in startChain()'s order: one object shape. */
export function linkAfter(link: ChainLink, parent: ChainLink, step: Step, key: string, value: unknown): void {
  const untilKept = (parent.kept === undefined ? parent.untilKept : Math.max(KEEP_EVERY, parent.kept.size)) - 1;
  link.parent = parent;
  link.step = step;
  link.key = key;
  link.value = value;
  link.kept = undefined;
  link.derived = 0;
  link.untilKept = untilKept;
  parent.derived++;
  if (untilKept <= 0) stateOf(link);
}

// A link's state: kept, or replayed from the nearest link up the chain whose state is kept or
// worth keeping (one derived from more than once), and then kept. A loop over the links whose
// states the replay needs in turn, not a recursion: a chain may be long.
export function stateOf(link: ChainLink): BuilderState {
  if (link.kept !== undefined) return link.kept;
  const from = replayStart(link);
  if (from.kept === undefined) {
    // Templates not kept yet, the farthest replayed first.
    const waiting: ChainLink[] = [];
    for (let template = from; template.kept === undefined; template = replayStart(template)) waiting.push(template);
    for (let i = waiting.length - 1; i >= 0; i--) keepReplayed(waiting[i], replayStart(waiting[i]));
  }
  return keepReplayed(link, from);
}

/**
 * The options `build()` hands `endpoint()`: the state's own, or, where it holds objects, a copy
 * with each copied out of the builder (its values are frozen, and a result's must be the caller's
 * to change); data is kept by reference, as endpoint() keeps it.
 */
export function optionsToBuild(state: BuilderState): Readonly<Record<string, unknown>> {
  return state.copyOut ? copiedOut(state.options, true) : state.options;
}

/** The options `merge()` hands `endpoint.merge()`: as {@link optionsToBuild}, the request as kept. */
export function optionsToMerge(state: BuilderState): Readonly<Record<string, unknown>> {
  return state.copyOut ? copiedOut(state.options, false) : state.options;
}

/** The options as a caller gives them: the named options first, then the parameters; fresh copies. */
export function optionsGiven(state: BuilderState): Record<string, unknown> {
  const { options } = state;
  const given: Record<string, unknown> = {};
  for (const key in options) if (hasOwn(options, key) && NAMED_OPTIONS.has(key)) setOwn(given, key, options[key]);
  for (const key in options) if (hasOwn(options, key) && !NAMED_OPTIONS.has(key)) setOwn(given, key, options[key]);
  return mutableCopy(given);
}

// Replays a link's calls over the state of the link its replay starts from (kept by now), and
// keeps the result.
function keepReplayed(link: ChainLink, from: ChainLink): BuilderState {
  const start = from.kept as BuilderState;
  const replay: Replay = {
    route: start.route,
    options: start.options,
    copyOut: start.copyOut,
    size: start.size,
    ownsOptions: false,
    headers: undefined,
    mediaType: undefined,
    previews: undefined,
  };
  // One call past the start, as a reused builder's param() is: no list of links made for it.
  if (link.parent === from) applyStep(replay, link.step, link.key, link.value);
  else {
    const links = linksAfter(link, from);
    for (let i = 0; i < links.length; i++) applyStep(replay, links[i].step, links[i].key, links[i].value);
  }
  finishNamed(replay);
  link.kept = replay;
  // Kept: no walk goes past this link again, so its chain need not stay alive.
  link.parent = undefined;
  return replay;
}

// The link up the chain a replay starts from: the nearest whose state is kept or worth keeping
// (one derived from more than once).
function replayStart(link: ChainLink): ChainLink {
  let from = link.parent as ChainLink;
  while (from.kept === undefined && from.derived < 2) from = from.parent as ChainLink;
  return from;
}

// The links after `from` up to `link`, in the order their calls were made.
function linksAfter(link: ChainLink, from: ChainLink): ChainLink[] {
  let count = 1;
  for (let before = link.parent as ChainLink; before !== from; before = before.parent as ChainLink) count++;
  const links = new Array<ChainLink>(count);
  links[--count] = link;
  for (let before = link.parent as ChainLink; before !== from; before = before.parent as ChainLink) links[--count] = before;
  return links;
}

// Applies one recorded call to a state being replayed, as the call would have made its state.
// Own options only, here and below: a polluted Object.prototype.headers or .mediaType is no option.
function applyStep(replay: Replay, step: Step, key: string, value: unknown): void {
  switch (step) {
    case Step.Route:
      replay.route = routeOver(replay.route, key);
      removeReplaced(replay, value as ReadonlySet<string>);
      return;
    case Step.Option:
      setOption(replay, key, value);
      if (key === "request") replay.copyOut = true;
      return;
    case Step.Headers: {
      const headers = ownedHeaders(replay);
      const entries = value as readonly unknown[];
      for (let i = 0; i < entries.length; i += 2) {
        const name = entries[i] as string;
        if (!hasOwn(headers, name)) replay.size++;
        setOwn(headers, name, entries[i + 1]);
      }
      return;
    }
    case Step.Preview: {
      const previews = ownedPreviews(replay);
      if (!previews.has(key)) replay.size++;
      previews.add(key);
      return;
    }
    case Step.Format:
      ownedMediaType(replay).format = key;
      return;
    case Step.Param:
      setParameter(replay, key, value);
      return;
    case Step.Data:
      // The body as given, as endpoint() takes it: a parameter to the merge, never copied.
      if (!hasOwn(replay.options, key)) replay.size++;
      setOption(replay, key, value);
      return;
    case Step.Params: {
      const entries = value as readonly unknown[];
      for (let i = 0; i < entries.length; i += 2) setParameter(replay, entries[i] as string, entries[i + 1]);
      return;
    }
    case Step.None:
      return;
  }
}

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

// What a route names replaces an earlier method or url option; the rest keep their order. Copied
// without them when not owned yet (the copy a write makes anyway), else deleted: a copy of all a
// long chain's parameters at each route() would make the chain quadratic.
function removeReplaced(replay: Replay, replaced: ReadonlySet<string>): void {
  if (!hasOwn(replay.options, "method") && !hasOwn(replay.options, "url")) return;
  if (!replay.ownsOptions) {
    replay.options = copyOwnProperties(replay.options, replaced);
    replay.ownsOptions = true;
  } else {
    for (const name of replaced) delete replay.options[name];
  }
}

function setParameter(replay: Replay, name: string, value: unknown): void {
  if (!hasOwn(replay.options, name)) replay.size++;
  setOption(replay, name, value);
  if (value !== null && typeof value === "object") replay.copyOut = true;
}

function setOption(replay: Replay, key: string, value: unknown): void {
  setOwn(ownedOptions(replay), key, value);
}

// The options, copied first if not owned yet (copy on write).
function ownedOptions(replay: Replay): Record<string, unknown> {
  if (!replay.ownsOptions) {
    replay.options = copyOwnProperties(replay.options);
    replay.ownsOptions = true;
  }
  return replay.options;
}

// The headers being written, copied from the options' at the first write.
function ownedHeaders(replay: Replay): Record<string, unknown> {
  if (replay.headers === undefined) {
    const options = ownedOptions(replay);
    replay.headers = copyOwnProperties((ownValue(options, "headers") ?? {}) as Record<string, unknown>);
    options.headers = replay.headers;
  }
  return replay.headers;
}

function ownedMediaType(replay: Replay): Record<string, unknown> {
  if (replay.mediaType === undefined) {
    const options = ownedOptions(replay);
    replay.mediaType = { ...(ownValue(options, "mediaType") as object | undefined) };
    options.mediaType = replay.mediaType;
  }
  return replay.mediaType;
}

// The previews being written, in order and without duplicates; their place in the media type is
// held until they are frozen into it.
function ownedPreviews(replay: Replay): Set<string> {
  if (replay.previews === undefined) {
    const mediaType = ownedMediaType(replay);
    replay.previews = new Set((ownValue(mediaType, "previews") ?? []) as readonly string[]);
    mediaType.previews = undefined;
  }
  return replay.previews;
}

// The headers and media type written, frozen into the options, as a state keeps them; the
// replay's own handles on them are dropped (a replay from this state starts owning nothing).
function finishNamed(replay: Replay): void {
  if (replay.headers !== undefined) replay.options.headers = Object.freeze(replay.headers);
  if (replay.mediaType !== undefined) {
    if (replay.previews !== undefined) replay.mediaType.previews = Object.freeze([...replay.previews]);
    replay.options.mediaType = Object.freeze(replay.mediaType);
  }
  replay.ownsOptions = false;
  replay.headers = undefined;
  replay.mediaType = undefined;
  replay.previews = undefined;
}

// The options with each object copied out of the builder's frozen one: the parameters' (data
// kept by reference), and, for a build, the request.
function copiedOut(options: Readonly<Record<string, unknown>>, request: boolean): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key in options) {
    if (!hasOwn(options, key)) continue;
    const value = options[key];
    const copied = NAMED_OPTIONS.has(key) ? key === "request" && request : key !== BODY_OPTION;
    setOwn(copy, key, copied ? mutableCopy(value) : value);
  }
  return copy;
}
