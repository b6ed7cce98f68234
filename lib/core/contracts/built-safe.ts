import type { DirectRouting } from "./param-router";
/**
 * What the package's own code builds safe by construction, so the core need not scan it again on
 * exit: the readings of the default expander (its literals were checked when it was
 * compiled, and every value is percent-encoded where it is written, so no whitespace, control
 * character or backslash can come out of it), and the methods of the default header merger and
 * router (they write only headers checked on entry, an `accept` amended from checked parts, a
 * constant `content-type`, and a query of percent-encoded names and values).
 *
 * Only the package's strategies register here (their classes' prototypes and methods), by
 * identity: an instance of a subclass, whatever it overrides, or a registered strategy of the
 * user's, is not trusted, so what it builds goes through the full exit check. (Methods, not each reading: a set of a million short-
 * lived readings would cost every scavenge.)
 * @internal
 */
const builtSafe = new WeakSet<object>();

/** Registers a strategy class of the package, its prototype and the methods named, as safe by construction. @internal */
export function markBuiltSafe(strategy: { readonly prototype: object }, ...methods: readonly string[]): void {
  const prototype = strategy.prototype as Record<string, object>;
  builtSafe.add(prototype);
  for (const name of methods) builtSafe.add(prototype[name]);
}

// The package's router's route() method, and the rules it applies, which the core may call directly.
const directRoutings = new WeakMap<object, DirectRouting>();

/** Registers the rules a package router's route() applies, for the core to call without route()'s objects. @internal */
export function registerDirectRouting(route: object, routing: DirectRouting): void {
  directRoutings.set(route, routing);
}

/** Whether `builder` is one the package registered as safe by construction. @internal */
export function isBuiltSafe(builder: unknown): boolean {
  return typeof builder === "object" || typeof builder === "function" ? builtSafe.has(builder as object) : false;
}

/**
 * The strategy methods of a pipeline that the package built safe, read once when the pipeline is
 * made: a call then compares the methods it runs with these (a pointer comparison), so a method
 * replaced later is not trusted either.
 * @internal
 */
export interface SafeMethods {
  readonly route: unknown;
  /** The rules the safe route() applies, when they were registered. */
  readonly routing: DirectRouting | undefined;
  readonly merge: unknown;
  readonly applyMediaType: unknown;
}

/** The safe methods among a pipeline's strategies' (`null` for each one that is not). @internal */
export function safeMethodsOf(headerMerger: object, router: object): SafeMethods {
  const route = safeMethod(router, "route");
  return {
    route,
    routing: route === null ? undefined : directRoutings.get(route as object),
    merge: safeMethod(headerMerger, "merge"),
    applyMediaType: safeMethod(headerMerger, "applyMediaType"),
  };
}

/** Whether an expander's readings are safe by construction: its three methods are the package's. @internal */
export function expandsSafely(expander: object): boolean {
  return (
    safeMethod(expander, "prepare") !== null && safeMethod(expander, "expand") !== null && safeMethod(expander, "variableNames") !== null
  );
}

// A strategy's method is trusted when the strategy is an instance of one of the package's own
// classes, not of a subclass (whatever it overrides), and the method is that class's own, as the
// package registered it (not one put on the instance or the prototype since).
function safeMethod(strategy: object, name: string): unknown {
  const prototype = Object.getPrototypeOf(strategy) as Record<string, unknown> | null;
  const method = (strategy as Record<string, unknown>)[name];
  return prototype !== null && isBuiltSafe(prototype) && isBuiltSafe(method) && method === prototype[name] ? method : null;
}
