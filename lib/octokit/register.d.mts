/**
 * Imported for its effect: `node --import request-options-builder/octokit/register app.mjs`
 * registers a resolve hook that answers every import of `@octokit/endpoint` with the octokit
 * entry, so that an application's `@octokit/request`, `@octokit/core` and `octokit` use it without
 * a bundler. It exports nothing.
 *
 * @module request-options-builder/octokit/register
 */
export {};
