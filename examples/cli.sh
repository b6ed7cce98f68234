#!/bin/sh
# The command line tool, through `npm start -- ...` (after `npm run build`, or once installed,
# `npx request-options-builder ...` takes the same arguments).
set -e
cd "$(dirname "$0")/.."

# A route and HTTPie-style items: name=value, name:=json, Header:value.
npm start -s -- "GET /repos/{owner}/{repo}/issues" owner=octokit repo=endpoint.js per_page:=2 "authorization:token <ACCESS_TOKEN>"

# A curl command line instead of JSON.
npm start -s -- --curl "POST /repos/{owner}/{repo}/issues" owner=octokit repo=endpoint.js title="It's a bug" labels:='["bug"]'

# Bad input: one line with the message and the code, and a non-zero exit.
npm start -s -- "GET /repos/{owner}" owner=.. || echo "exit code: $?"
