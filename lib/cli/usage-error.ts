/** A command line that cannot be understood (a flag, a URL without its scheme); the CLI prints its message and code, and exits 2. */
export class UsageError extends Error {
  override readonly name: string = "UsageError";
  /** Printed after the message, as an EndpointError's code is. */
  readonly code: string = "ERR_USAGE";
}

/** A request item that cannot be understood, or that conflicts with another; exit 1. */
export class ItemError extends UsageError {
  override readonly name = "ItemError";
  override readonly code = "ERR_INVALID_ITEM";
}
