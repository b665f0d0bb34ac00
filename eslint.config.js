import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * zod, remix-validated-form and the forms cost about 30 KB gzip and load lazily (`npm run size:check` budgets it):
 * a value import from an eagerly loaded module puts them back into every page's first load, as has happened twice.
 * Type imports are erased and `.server` modules never reach the browser, so both stay allowed.
 */
const LAZY_ONLY_MESSAGE =
  "Eagerly loaded code must not pull zod or the form code into every page's first load (~30 KB gzip; see `npm run size`). " +
  "Put server-only code in a `.server.ts` module, load a form through `lazyPart` (`~/lib/lazy-part`), and use `import type` for types.";
const NOT_SERVER_MODULE = "(?!.*\\.server(\\.[jt]sx?)?$)";

export default tseslint.config(
  { ignores: ["build/", "public/build/", "node_modules/", "playwright-report/", "test-results/", ".cache/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    files: ["**/*.mjs", "**/*.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly", Buffer: "readonly", setTimeout: "readonly" } },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/components/forms/**",
      "app/lib/forms/**",
      "app/**/*.form.ts",
      "app/**/*.form.tsx",
      "app/**/*.server.ts",
      "app/**/*.server.tsx",
      "app/**/*.test.ts",
      "app/**/*.test.tsx",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            // zod, zod/v4, remix-validated-form, @remix-validated-form/with-zod …
            { regex: "^(zod|remix-validated-form|@remix-validated-form)(/|$)", message: LAZY_ONLY_MESSAGE, allowTypeImports: true },
            // ~/lib/forms/…, ~/components/forms/… and relative paths into them: ./forms/…, ../forms/…, ../components/forms/…, ./lib/forms …
            {
              regex: `^${NOT_SERVER_MODULE}(~/|(\\.\\.?/)+)((lib|components)/)?forms(/|$)`,
              message: LAZY_ONLY_MESSAGE,
              allowTypeImports: true,
            },
            // a form of a page or of the site: ./contact.form, ~/routes/sign-in/sign-in.form
            { regex: "\\.form$", message: LAZY_ONLY_MESSAGE, allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**", "mock-api/**", "tests/**"],
    rules: { "no-console": "off" },
  },
);
