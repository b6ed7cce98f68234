import { describeValue } from "../../errors/describe-value";
import { InvalidOptionsError } from "../../errors/invalid-options-error";

/** Each strategy's contract and the methods a value must have to be one. @internal */
export const STRATEGY_CONTRACTS = {
  templateExpander: { contract: "TemplateExpander", methods: ["prepare", "expand", "variableNames"] },
  headerMerger: { contract: "HeaderMerger", methods: ["merge", "applyMediaType"] },
  paramRouter: { contract: "ParamRouter", methods: ["route"] },
} as const;

/**
 * Refuses a strategy that lacks its contract's methods: said at once, not as a TypeError at a
 * call. `subject` names what the caller gave (an option, an argument), so the message is theirs.
 * @internal
 */
export function refuseNonStrategy(strategy: unknown, role: keyof typeof STRATEGY_CONTRACTS, subject: string): void {
  const { contract, methods } = STRATEGY_CONTRACTS[role];
  let missing: string | undefined;
  try {
    missing = methods.find((name) => typeof (strategy as Record<string, unknown> | null)?.[name] !== "function");
  } catch {
    return; // unreadable (a revoked Proxy): refused, typed, where the pipeline reads it
  }
  if (missing === undefined) return;
  throw new InvalidOptionsError(`${subject} must be a ${contract} (with ${missing}()), got ${describeValue(strategy)}.`);
}
