import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Rules are errors or off, never warnings (CONVENTIONS §14). The dependency rule of ARCHITECTURE.md
// is enforced here: only db/ imports drizzle; web/ never reaches db/ nor features/; the two Worker
// folders (functions/, queues/) never import each other and features/ imports neither (decision 0040);
// domain/ imports nothing of ours.

// An import that climbs more than one folder reads as its package.json "imports" alias instead
// (#domain/…, #db/…, #features/…, #web/…), and so does one leaving its top-level folder (decision 0019),
// except a .mjs script, which has none (the aliases reach TypeScript only).
const climbingImports = [
  {
    regex: "^(\\.\\./){2,}(?!.*\\.mjs$)",
    message: 'Import through its alias (#domain/…, #db/…, #features/…: package.json "imports"), not ../../.',
  },
];
const leavingImports = [
  {
    // A .mjs script (scripts/ensure-install.mjs) has no alias: the aliases reach TypeScript only.
    regex: "^\\.\\./(db|domain|features|functions|queues|reference-data|scripts|tests|web)/(?!.*\\.mjs$)",
    message: "Import another top-level folder through its alias.",
  },
];

/** A folder's import rules: no drizzle, and none of the named top-level folders (by alias or path). */
function workerWalls(folder, forbidden, message) {
  return [
    {
      files: [`${folder}/**/*.ts`],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: [
              { group: ["drizzle-orm", "drizzle-orm/*"], message: "Only db/ imports drizzle-orm." },
              { group: forbidden.map((name) => `**/${name}/**`), message },
              { regex: `^#(${forbidden.join("|")})/`, message },
              ...climbingImports,
              ...leavingImports,
            ],
          },
        ],
      },
    },
  ];
}

export default tseslint.config(
  { ignores: ["node_modules", "build", "dist", ".wrangler", ".react-router", "test-results", "playwright-report"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.serviceworker } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      // Later blocks that set their own patterns repeat these: a block's options replace, not add to, these.
      "no-restricted-imports": ["error", { patterns: [...climbingImports, ...leavingImports] }],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-i18next",
              importNames: ["useTranslation"],
              message: "Use #web/app/i18n/use-translation: the same { t, i18n }, without a wrapper per component.",
            },
          ],
          patterns: [
            // "#…" would read as a comment in a group (gitignore syntax): aliases are matched by regex.
            { group: ["**/db/**", "drizzle-orm", "drizzle-orm/*"], message: "web/ reaches data through /v1 only." },
            { regex: "^#db/", message: "web/ reaches data through /v1 only." },
            { group: ["**/functions/**", "**/queues/**", "**/features/**"], message: "web/ talks to /v1 over HTTP, not by import." },
            { regex: "^#(functions|queues|features)/", message: "web/ talks to /v1 over HTTP, not by import." },
            ...climbingImports,
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.ts", "infra/**/*"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["drizzle-orm", "drizzle-orm/*"], message: "Only db/ imports drizzle-orm." },
            ...climbingImports,
            ...leavingImports,
          ],
        },
      ],
    },
  },
  ...workerWalls("functions", ["queues"], "The API Worker never imports the queue Worker: what both need lives in features/."),
  ...workerWalls("queues", ["functions"], "The queue Worker never imports the API Worker: what both need lives in features/."),
  ...workerWalls("features", ["functions", "queues"], "features/ is shared by both Workers and imports neither."),
  {
    // Every browser test comes from the audited `test` (tests/e2e/helpers/test.ts): each screen it
    // visits is checked against WCAG 2.2 AA.
    files: ["tests/e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message: "Import test from ./helpers/test, which audits every screen for accessibility.",
            },
          ],
          patterns: [...climbingImports, ...leavingImports],
        },
      ],
    },
  },
  {
    files: ["domain/**/*.ts", "reference-data/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/db/**", "**/features/**", "**/functions/**", "**/queues/**", "**/web/**", "drizzle-orm", "hono", "react"],
              message: "domain/ and reference-data/ depend on nothing of ours and do no I/O.",
            },
            {
              regex: "^#(db|features|functions|queues|web|scripts|tests)/",
              message: "domain/ and reference-data/ depend on nothing of ours and do no I/O.",
            },
            ...climbingImports,
          ],
        },
      ],
    },
  },
);
