// The ESM build's twin of load-tsyringe.ts: static imports, in the one module only
// createContainer() reaches, so a bundle of an application without containers holds neither.
import "reflect-metadata";
import * as tsyringe from "tsyringe";

/** The application's tsyringe, with `reflect-metadata` loaded before it. */
export function loadTsyringe(): typeof tsyringe {
  return tsyringe;
}
