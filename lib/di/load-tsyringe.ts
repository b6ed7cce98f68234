import type * as Tsyringe from "tsyringe";

let loaded: typeof Tsyringe | undefined;

/**
 * The application's tsyringe (a peer dependency), loaded on first use together with
 * `reflect-metadata`, which tsyringe needs installed before it loads. CommonJS loads both here,
 * lazily, so that an application without containers loads neither; the ESM build replaces this
 * file with `load-tsyringe.esm.ts`, whose static imports a bundler drops with the unused module.
 */
export function loadTsyringe(): typeof Tsyringe {
  if (loaded === undefined) {
    // Loaded on first use, not imported: an application without containers loads neither.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require("reflect-metadata");
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loaded = require("tsyringe") as typeof Tsyringe;
  }
  return loaded;
}
