import { describeValue } from "../../errors/describe-value";
import { InvalidOptionsError } from "../../errors/invalid-options-error";

/** What a contract's method does until a subclass implements it: a typed error naming both. */
export function notImplemented(strategy: object, method: string, ..._arguments: unknown[]): never {
  throw new InvalidOptionsError(
    `The strategy ${describeValue(strategy.constructor.name)} does not implement ${method}(): a custom strategy must override it.`,
  );
}
