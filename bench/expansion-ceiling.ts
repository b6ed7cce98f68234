// `npx ts-node --transpile-only bench/expansion-ceiling.ts [processes]`, after `npm run build`: the
// most any change of the default expander can gain on the bench's mix through endpoint(). This
// build is measured side by side (bench/measure.ts's compare) with a copy of itself whose compiled
// templates give back, for the values object they expanded last, the URL and facts they wrote for it
// then (a comparison instead of the expansion): the mix as if its URLs cost nothing to
// expand. Each fresh process prints its ratio (the copy's rate over this build's); the line is the
// median and range over processes.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ratioLine, ROOT, type Library } from "./build-at";
import { compare, type Contender } from "./measure";
import { DERIVED_CALL, DERIVED_DEFAULTS, MIX } from "./mix";

const DIST = join(ROOT, "dist");

// The build as a module of its own, without the global key that makes two copies one (see
// build-at.ts), with `method` replaced by `replacement` when given.
function copyOfBuild(file: string, method?: { readonly find: string; readonly replacement: string }): Library {
  let text = readFileSync(join(DIST, "index.cjs"), "utf8")
    .replace(/^Object\.defineProperty\(globalThis, Symbol\.for\("request-options-builder@[^"]*"\), \{ value: exports \}\);$/m, "")
    .replace(
      /^module\.exports = globalThis\[Symbol\.for\("request-options-builder@[^"]*"\)\] \?\? defineLibrary\(require\);$/m,
      "module.exports = defineLibrary(require);",
    );
  if (method !== undefined) {
    if (!text.includes(method.find)) throw new Error(`The build has no ${JSON.stringify(method.find)}.`);
    text = text.replace(method.find, method.replacement);
  }
  writeFileSync(join(DIST, file), text);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a copy of the build, loaded at run time
  return require(join(DIST, file)) as Library;
}

// expandWithFacts() remembered for the last values object (each route of the mix has a plan and
// a template of its own, and the same options every pass): a comparison and five stores.
const REMEMBERED = {
  find: "  expandWithFacts(variables, facts) {\n",
  replacement: `  expandWithFacts(variables, facts) {
    if (this.seenValues === variables) {
      facts.pathEnd = this.seenFacts.pathEnd;
      facts.fragmentStart = this.seenFacts.fragmentStart;
      facts.pathLastCode = this.seenFacts.pathLastCode;
      facts.lastCode = this.seenFacts.lastCode;
      facts.dotSegment = this.seenFacts.dotSegment;
      return this.seenUrl;
    }
    const url = this.expandOnce(variables, facts);
    this.seenValues = variables;
    this.seenUrl = url;
    this.seenFacts = { ...facts };
    return url;
  }
  expandOnce(variables, facts) {\n`,
};

function mixOf(name: string, library: Library): Contender {
  const derived = library.endpoint.defaults(DERIVED_DEFAULTS);
  return {
    name,
    operationsPerPass: MIX.length + 1,
    pass: () => {
      for (const call of MIX) library.endpoint(call.route, call.options);
      return derived(DERIVED_CALL.route, DERIVED_CALL.options);
    },
  };
}

function child(): void {
  const free = mixOf("expansion remembered", copyOfBuild("ceiling-remembered.cjs", REMEMBERED));
  const plain = mixOf("this build", copyOfBuild("ceiling-plain.cjs"));
  if (JSON.stringify(free.pass()) !== JSON.stringify(plain.pass())) throw new Error("The copies build different results.");
  console.log(JSON.stringify(compare(free, plain, 15, 40).ratio));
}

function parent(processes: number): void {
  const ratios: number[] = [];
  for (let run = 0; run < processes; run++) {
    const output = execFileSync(process.execPath, ["-r", "ts-node/register/transpile-only", __filename, "--child"], {
      cwd: ROOT,
      encoding: "utf8",
    });
    ratios.push(JSON.parse(output) as number);
  }
  console.log(`the mix through endpoint() with its URLs' expansion remembered, against this build, ${processes} fresh processes`);
  console.log(`${ratioLine("expansion free / this build", ratios)}  processes: ${ratios.map((ratio) => ratio.toFixed(2)).join(" ")}`);
}

if (process.argv[2] === "--child") child();
else parent(Number(process.argv[2] ?? 6));
