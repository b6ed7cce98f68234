/**
 * What the package's own code builds safe by construction, so the core need not scan it again on
 * exit: the readings of the default expander (its literals were checked when it was
 * compiled, and every value is percent-encoded where it is written, so no whitespace, control
 * character or backslash can come out of it), and the methods of the default header merger and
 * router (they write only headers checked on entry, an `accept` amended from checked parts, a
 * constant `content-type`, and a query of percent-encoded names and values).
 *
 * Only the package's strategies register their methods here, and by identity: a subclass that
 * overrides a method, or a registered strategy of the user's, is not in the set, so what it
 * builds goes through the full exit check. (Methods, not each reading: a set of a million short-
 * lived readings would cost every scavenge.)
 * @internal
 */
const builtSafe = new WeakSet<object>();

/** Registers a strategy method of the package as safe by construction. @internal */
export function markBuiltSafe(method: object): void {
  builtSafe.add(method);
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
  readonly merge: unknown;
  readonly applyMediaType: unknown;
}

/** The safe methods among a pipeline's strategies' (`null` for each one that is not). @internal */
export function safeMethodsOf(headerMerger: { merge: unknown; applyMediaType: unknown }, router: { route: unknown }): SafeMethods {
  const safe = (method: unknown) => (isBuiltSafe(method) ? method : null);
  return { route: safe(router.route), merge: safe(headerMerger.merge), applyMediaType: safe(headerMerger.applyMediaType) };
}

/** Whether an expander's readings are safe by construction: its three methods are the package's. @internal */
export function expandsSafely(expander: { prepare: unknown; expand: unknown; variableNames: unknown }): boolean {
  return isBuiltSafe(expander.prepare) && isBuiltSafe(expander.expand) && isBuiltSafe(expander.variableNames);
}
