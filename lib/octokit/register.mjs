// `node --import request-options-builder/octokit/register app.mjs`: registers a resolve hook that
// answers every import of "@octokit/endpoint" with this package's octokit entry, so the
// application's @octokit/request, @octokit/core and octokit use it without a bundler.
import { register } from "node:module";

register("./octokit-hooks.mjs", import.meta.url);
