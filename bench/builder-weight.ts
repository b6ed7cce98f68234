// `npx ts-node --transpile-only bench/builder-weight.ts [seconds]`: the builder built from scratch
// against endpoint() making the same requests, in this process: each one's rate side by side and
// its bytes per call, exactly (bench/measure.ts). What the builder costs beyond endpoint() is what
// its own code can cut. Run it with `node --cpu-prof -r ts-node/register/transpile-only` to profile.
import { builderMix, DERIVED_CALL, DERIVED_DEFAULTS, MIX } from "./mix";
import { bytesPerOperation, compare, keep, type Contender } from "./measure";
import type { Library } from "./build-at";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build of this tree
const library = require("../dist/index.cjs") as Library;
const derived = library.endpoint.defaults(DERIVED_DEFAULTS);
const base = new library.EndpointBuilder();
const derivedBase = library.EndpointBuilder.from(derived);
const calls = MIX.length + 1;

const builder: Contender = { name: "builder from scratch", operationsPerPass: calls, pass: () => builderMix(base, derivedBase) };
const endpoint: Contender = {
  name: "endpoint()",
  operationsPerPass: calls,
  pass: () => {
    const results: unknown[] = [];
    for (const call of MIX) results.push(library.endpoint(call.route, call.options));
    results.push(derived(DERIVED_CALL.route, DERIVED_CALL.options));
    return results;
  },
};

const { a, b, ratio } = compare(builder, endpoint, 15, 40);
const rate = (perSecond: number): string => `${Math.round(perSecond).toLocaleString("en")}/s`;
console.log(`builder ${rate(a)}, endpoint() ${rate(b)}, builder/endpoint() ${ratio.toFixed(2)}x`);
console.log(`bytes per call: builder ${Math.round(bytesPerOperation(builder))}, endpoint() ${Math.round(bytesPerOperation(endpoint))}`);
keep();
