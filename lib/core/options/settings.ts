import { describeValue } from "../../errors/describe-value";
import { InvalidOptionsError } from "../../errors/invalid-options-error";
import { hasOwn, isPlainObject, ownValue, readOnce } from "../util/own-properties";
import { encodeLiteralCharacters } from "../url/literal-characters";
import { isGraphqlUrl } from "../url/url";
import { mergedNested } from "../util/nested-merge";
import { STANDARD_RULES, type Profile, type ProfileRules } from "./profiles";
import type { ArrayFormat, EndpointSettings } from "./types";

// How arrays may go into a query string: each ArrayFormat once (the compiler checks the keys
// against the type, as PROFILES's), in the order messages list them.
const ARRAY_FORMATS: Readonly<Record<ArrayFormat, true>> = /* @__PURE__ */ Object.freeze({ comma: true, repeat: true, brackets: true });

/**
 * The settings of an endpoint created without any.
 *
 * @category Dependency injection
 *
 * @example
 * ```ts
 * DEFAULT_SETTINGS; // => { allowAbsoluteUrls: true, arrayFormat: "comma", profile: "standard" }
 * ```
 */
export const DEFAULT_SETTINGS: EndpointSettings = /* @__PURE__ */ Object.freeze({
  allowAbsoluteUrls: true,
  arrayFormat: "comma",
  profile: "standard",
});

/**
 * Settings checked, whatever their source (`createEndpoint()`, a container registration): each
 * one of its type, missing ones from {@link DEFAULT_SETTINGS}, no other key (a misspelt
 * `allowAbsoluteURLs` would silently leave a setting at its default). A frozen copy.
 */
export function checkSettings(settings: unknown): EndpointSettings {
  if (settings === DEFAULT_SETTINGS) return DEFAULT_SETTINGS;
  if (!isPlainObject(settings)) throw new InvalidOptionsError(`Endpoint settings must be a plain object, got ${describeValue(settings)}.`);
  const given = readOnce(settings);
  for (const key of Object.keys(given)) {
    if (!hasOwn(DEFAULT_SETTINGS, key)) {
      const known = Object.keys(DEFAULT_SETTINGS).join(", ");
      throw new InvalidOptionsError(`Endpoint settings have no setting ${describeValue(key)}: they are ${known}.`);
    }
  }
  const allowAbsoluteUrls = settingOf(given, "allowAbsoluteUrls");
  const arrayFormat = settingOf(given, "arrayFormat");
  const profile = settingOf(given, "profile");
  if (typeof allowAbsoluteUrls !== "boolean") {
    throw new InvalidOptionsError(`allowAbsoluteUrls must be true or false, got ${describeValue(allowAbsoluteUrls)}.`);
  }
  if (typeof arrayFormat !== "string" || !hasOwn(ARRAY_FORMATS, arrayFormat)) {
    throw new InvalidOptionsError(
      `arrayFormat must be one of ${Object.keys(ARRAY_FORMATS).join(", ")}, got ${describeValue(arrayFormat)}.`,
    );
  }
  if (typeof profile !== "string" || !hasOwn(PROFILES, profile)) {
    throw new InvalidOptionsError(`profile must be one of ${Object.keys(PROFILES).join(", ")}, got ${describeValue(profile)}.`);
  }
  return Object.freeze({ allowAbsoluteUrls, arrayFormat: arrayFormat as ArrayFormat, profile: profile as Profile });
}

// Each part between "+" signs encoded, the "+" kept: "+" is the only source of "%2B" (a literal
// "%2B" in the text is encoded "%252B"), so one pass over the encoded text does it.
const keepPlusSigns = (encoded: string): string => encoded.replaceAll("%2B", "+");

// A setting as given (null included, to be refused), or its default where it is no own key (an
// inherited one, from a polluted Object.prototype, is none).
function settingOf(settings: object, name: keyof EndpointSettings): unknown {
  const value = ownValue(settings, name);
  return value === undefined ? DEFAULT_SETTINGS[name] : value;
}

/**
 * The rules of each profile (see profiles.ts). Read only where settings are checked (a pipeline
 * given its extensions), so a bundle of `endpoint` alone leaves out the octokit profile's rules.
 * Here, not in profiles.ts, which types.ts reads a type from: the octokit rules' code reads types.ts.
 */
export const PROFILES: Readonly<Record<Profile, ProfileRules>> = /* @__PURE__ */ Object.freeze({
  standard: STANDARD_RULES,
  octokit: /* @__PURE__ */ Object.freeze({
    resultMethodCase: "upper",
    previewsFor: isGraphqlUrl,
    parametersBesideData: "drop",
    unfilledSegment: "empty",
    parseWithoutUrl: "root",
    optionsParameters: "body",
    optionsAfterOptions: "ignore",
    nestedParameters: mergedNested,
    trailingSlash: "expansion-end",
    literalCharacters: encodeLiteralCharacters,
    searchTerms: keepPlusSigns,
    headerNamedTwice: "last",
    nextPageCalls: "free",
    variableNames: "with-hyphens",
  }),
});
