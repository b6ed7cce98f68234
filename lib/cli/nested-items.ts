// Values quoted as the library quotes them: escaped, cut when long, a URL's userinfo hidden.
import { describeValue as shown } from "../errors/describe-value";
import { ItemError } from "./usage-error";

/** One step of an item's name: a key (`a`, `[b]`), an index (`[0]`), or an append (`[]`). */
export type Step =
  { readonly kind: "key"; readonly key: string } | { readonly kind: "index"; readonly index: number } | { readonly kind: "append" };

/** A step and the name's text up to its end, for messages. */
interface PathStep {
  readonly step: Step;
  readonly prefix: string;
}

// Far enough for any real list; a farther index would fill a list with millions of nulls.
const MAX_INDEX = 10_000;

type Token =
  | { readonly kind: "text"; readonly text: string; readonly escaped: boolean; readonly end: number }
  | { readonly kind: "[" | "]"; readonly end: number };

// A backslash makes the next character literal, so `a\[b\]` is the key "a[b]" and `[\1]` the key "1".
function tokens(rawName: string): Token[] {
  const found: Token[] = [];
  let text = "";
  let escaped = false;
  const flush = (end: number) => {
    if (text !== "" || escaped) found.push({ kind: "text", text, escaped, end });
    text = "";
    escaped = false;
  };
  for (let i = 0; i < rawName.length; i++) {
    const character = rawName[i];
    if (character === "\\" && i + 1 < rawName.length) {
      text += rawName[++i];
      escaped = true;
    } else if (character === "[" || character === "]") {
      flush(i);
      found.push({ kind: character, end: i + 1 });
    } else text += character;
  }
  flush(rawName.length);
  return found;
}

/**
 * The steps of an item's name, as HTTPie 3 reads nested JSON: `a[b][0][]` is the key a, the key b,
 * the index 0, then an append; a name may start with `[0]` or `[]` (a top-level array).
 */
export function nestedPath(rawName: string): PathStep[] {
  const list = tokens(rawName);
  const steps: PathStep[] = [];
  let at = 0;
  // `at` is the token that does not fit.
  const expect = (what: string): never => {
    const where = at >= list.length ? "at its end" : at === 0 ? "at its start" : `after ${shown(rawName.slice(0, list[at - 1].end))}`;
    throw new ItemError(`the name ${shown(rawName)} needs ${what} ${where}`);
  };
  const bracketed = (): Step => {
    const token = list[at];
    if (token?.kind === "]") {
      at++;
      return { kind: "append" };
    }
    if (token?.kind !== "text") return expect("a key, an index or ]");
    if (list[++at]?.kind !== "]") return expect("]");
    at++;
    if (token.escaped || !/^-?\d+$/.test(token.text)) return { kind: "key", key: token.text };
    const index = Number(token.text);
    if (index < 0) throw new ItemError(`the name ${shown(rawName)} has a negative index, which has no meaning`);
    if (index > MAX_INDEX) throw new ItemError(`the name ${shown(rawName)} has an index above ${MAX_INDEX}`);
    return { kind: "index", index };
  };
  const first = list[0];
  if (first?.kind !== "text" && first?.kind !== "[") expect("a name");
  at = 1;
  const root: Step = first.kind === "text" ? { kind: "key", key: first.text } : bracketed();
  steps.push({ step: root, prefix: rawName.slice(0, list[at - 1].end) });
  while (at < list.length) {
    if (list[at].kind !== "[") expect("[");
    at++;
    const step = bracketed();
    steps.push({ step, prefix: rawName.slice(0, list[at - 1].end) });
  }
  return steps;
}

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

/**
 * Sets `value` at the steps of `rawName` inside `root`, making the objects and arrays on the way
 * (an index past the end fills the gap with nulls, as HTTPie does). A step that meets a value of
 * another type, or a value set a second time, is refused.
 */
export function setNested(root: Record<string, unknown> | unknown[], rawName: string, path: readonly PathStep[], value: unknown): void {
  let container: unknown = root;
  let before = "";
  for (let i = 0; i < path.length; i++) {
    const { step, prefix } = path[i];
    const wanted = step.kind === "key" ? "an object" : "an array";
    if (typeOf(container) !== wanted) {
      const what = before === "" ? "the top level" : shown(before);
      throw new ItemError(`the name ${shown(rawName)} uses ${what} as ${wanted}, and an earlier item made it ${typeOf(container)}`);
    }
    const next = path[i + 1]?.step;
    const made = next === undefined ? value : next.kind === "key" ? {} : [];
    if (step.kind === "key") {
      const object = container as Record<string, unknown>;
      // Defined, not assigned: "__proto__" is a key like any other.
      if (!Object.hasOwn(object, step.key))
        Object.defineProperty(object, step.key, { value: made, enumerable: true, writable: true, configurable: true });
      else if (next === undefined) throw new ItemError(`the name ${shown(prefix)} is given a value a second time`);
      container = object[step.key];
    } else {
      const array = container as unknown[];
      const index = step.kind === "append" ? array.length : step.index;
      while (array.length <= index) array.push(null);
      if (array[index] === null) array[index] = made;
      else if (next === undefined) throw new ItemError(`the name ${shown(prefix)} is given a value a second time`);
      container = array[index];
    }
    before = prefix;
  }
}
