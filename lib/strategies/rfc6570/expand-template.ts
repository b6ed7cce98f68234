import { hasOwn, isPlainObject } from "../../core/own-properties";
import { describeValue } from "../../errors/describe-value";
import { TemplateSyntaxError } from "../../errors/template-syntax-error";
import type { CompiledTemplate, Expression, VariableSpec } from "./compile-template";
import { encodeReserved, encodeUnreserved } from "./encode";
import type { Operator } from "./operators";
import { scalarItems, scalarPairs, scalarText } from "./template-values";

/** Expands a compiled template (RFC 6570 Appendix A), looking variables up as own keys only. */
export function expandTemplate(compiled: CompiledTemplate, variables: Readonly<Record<string, unknown>>): string {
  let out = "";
  const parts = compiled.parts;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (typeof part === "string") {
      out += part;
      continue;
    }
    // `{name}` with a string value, the bulk of URL paths: straight to the encoder.
    const name = part.simpleName;
    if (name !== undefined) {
      const value = variables[name];
      if (typeof value === "string" && hasOwn(variables, name)) {
        out += encodeUnreserved(value, name);
        continue;
      }
    }
    out += expandExpression(compiled.template, part, variables);
  }
  return out;
}

function expandExpression(template: string, expression: Expression, variables: Readonly<Record<string, unknown>>): string {
  const operator = expression.operator;
  let out = "";
  let defined = false;
  for (const spec of expression.variables) {
    const value = hasOwn(variables, spec.name) ? variables[spec.name] : undefined;
    if (value === undefined || value === null) continue;
    const expanded = expandVariable(template, operator, spec, value);
    if (expanded === undefined) continue;
    out += (defined ? operator.separator : operator.first) + expanded;
    defined = true;
  }
  return out;
}

// Returns undefined for a value RFC 6570 counts as undefined (an empty list or map).
function expandVariable(template: string, operator: Operator, spec: VariableSpec, value: unknown): string | undefined {
  const encode = operator.allowReserved ? encodeReserved : encodeUnreserved;
  const name = spec.name;
  // The common case first: a plain string into a simple expansion.
  if (typeof value === "string" && spec.prefix === 0 && !operator.named) return encode(value, name);
  if (Array.isArray(value)) {
    const items = scalarItems(name, value);
    if (items.length === 0) return undefined;
    refusePrefix(template, spec);
    if (!spec.explode) return (operator.named ? name + "=" : "") + items.map((item) => encode(item, name)).join(",");
    return items
      .map((item) => (operator.named ? name + (item === "" ? operator.ifEmpty : "=") : "") + encode(item, name))
      .join(operator.separator);
  }
  if (isPlainObject(value)) {
    const pairs = scalarPairs(name, value);
    if (pairs.length === 0) return undefined;
    refusePrefix(template, spec);
    if (!spec.explode) {
      return (operator.named ? name + "=" : "") + pairs.map(([key, item]) => encode(key, name) + "," + encode(item, name)).join(",");
    }
    return pairs
      .map(([key, item]) => encode(key, name) + (operator.named && item === "" ? operator.ifEmpty : "=" + encode(item, name)))
      .join(operator.separator);
  }
  let text = scalarText(name, value);
  if (spec.prefix > 0) text = prefixOf(text, spec.prefix);
  if (!operator.named) return encode(text, name);
  return name + (text === "" ? operator.ifEmpty : "=" + encode(text, name));
}

function refusePrefix(template: string, spec: VariableSpec): void {
  if (spec.prefix > 0) {
    throw new TemplateSyntaxError(
      `Malformed URI template ${describeValue(template)}: a prefix on "${spec.name}", ` +
        `whose value is a list or map (RFC 6570 section 2.4.1) at position ${spec.position}.`,
      spec.position,
    );
  }
}

// The first `length` code points: a surrogate pair is one character and is never split.
function prefixOf(text: string, length: number): string {
  let i = 0;
  for (let count = 0; count < length && i < text.length; count++) {
    const code = text.charCodeAt(i);
    const low = text.charCodeAt(i + 1);
    i += code >= 0xd800 && code <= 0xdbff && low >= 0xdc00 && low <= 0xdfff ? 2 : 1;
  }
  return text.slice(0, i);
}
