// ESLint, configured once: JavaScript's and typescript-eslint's recommended rules; formatting is
// Prettier's (eslint-config-prettier turns off the rules it decides). CI runs `npm run lint`.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import tseslint from "typescript-eslint";

const node = Object.fromEntries(
  [
    "require",
    "module",
    "exports",
    "process",
    "console",
    "__dirname",
    "Buffer",
    "URL",
    "TextEncoder",
    "TextDecoder",
    "setTimeout",
    "performance",
    "fetch",
  ].map((name) => [name, "readonly"]),
);

export default tseslint.config(
  { ignores: ["dist/", "site/", "node_modules/", "lib/generated/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    rules: {
      // The checks that refuse CR, LF, NUL and other controls must name them.
      "no-control-regex": "off",
      // Prettier wraps code at 140 but leaves long strings and comments: this catches those.
      "max-len": ["error", { code: 140 }],
      // `{}` is the type of "no parameters" in the typed routes.
      "@typescript-eslint/no-empty-object-type": ["error", { allowObjectTypes: "always" }],
      // A leading underscore, or a rest sibling, is a value left out on purpose.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    files: ["**/*.{js,cjs}"],
    languageOptions: { sourceType: "commonjs", globals: node },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  { files: ["**/*.mjs"], languageOptions: { globals: node } },
  { files: ["spec/runtimes/fixtures/browser-app.mjs"], languageOptions: { globals: { window: "readonly", location: "readonly" } } },
);
