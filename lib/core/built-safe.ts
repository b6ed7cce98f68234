/**
 * What the package's own code builds safe by construction, so the core need not scan it again on
 * exit: a prepared template of the default expander (its literals were checked when it was
 * compiled, and every value is percent-encoded where it is written, so no whitespace, control
 * character or backslash can come out of it), and the methods of the default header merger and
 * router (they write only headers checked on entry, an `accept` amended from checked parts, a
 * constant `content-type`, and a query of percent-encoded names and values).
 *
 * Only the package's strategies register here, and by identity: a subclass that overrides a
 * method, a registered strategy of the user's, or a prepared template of another expander is not
 * in the set, so what it builds goes through the full exit check.
 * @internal
 */
const builtSafe = new WeakSet<object>();

/** Registers a prepared template or a strategy method of the package as safe by construction. @internal */
export function markBuiltSafe<T extends object>(builder: T): T {
  builtSafe.add(builder);
  return builder;
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
