import type * as Tsyringe from "tsyringe";
import { InvalidOptionsError } from "../errors/invalid-options-error";

let loaded: typeof Tsyringe | undefined;

/**
 * The application's tsyringe (a peer dependency), loaded on first use together with
 * `reflect-metadata`, which tsyringe needs loaded before it. CommonJS loads both here, lazily, so
 * that an application without containers loads neither; the ESM build replaces this file with
 * `load-tsyringe.esm.ts`, whose static imports a bundler drops with the unused module.
 */
export function loadTsyringe(): typeof Tsyringe {
  if (loaded === undefined) {
    try {
      // Loaded on first use, not imported: an application without containers loads neither.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require("reflect-metadata");
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      loaded = require("tsyringe") as typeof Tsyringe;
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code !== "MODULE_NOT_FOUND" && code !== "ERR_MODULE_NOT_FOUND") throw error;
      throw new InvalidOptionsError(
        "createContainer() needs tsyringe and reflect-metadata, peer dependencies this package manager did not install: " +
          "npm install tsyringe reflect-metadata",
      );
    }
  }
  return loaded;
}
