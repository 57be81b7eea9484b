import stylistic from '@stylistic/eslint-plugin'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import boundaries from 'eslint-plugin-boundaries'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { noFeatureCircle } from './scripts/lib/no-feature-circle.mjs'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-e2e/**',
      '.next-*/**',
      'node_modules/**',
      'data/**',
      'tmp/**',
      'test-results/**',
      'playwright-report/**',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'src/migrations/**',
      'next-env.d.ts',
    ],
  },
  {
    plugins: { '@stylistic': stylistic },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Prettier wraps code at 100 columns (.prettierrc.json) but not comments or literals. No
      // line may pass 120, strings, templates and regexes included: a long text is
      // split into pieces (a concatenation, an array joined) that Prettier then lays out.
      // ignoreUrls lets a line with a URL through here; scripts/check-line-length.mjs (also in
      // npm run lint) reads every tracked file and lets only a line that is nothing but a URL,
      // which cannot be cut, run over.
      '@stylistic/max-len': ['error', { code: 120, ignoreUrls: true }],
      // The CSP nonce goes on every script tag the server sends (ADR 0017): raw HTML in a component
      // would carry it too. JSON-LD through jsonForScript is the one allowed use.
      'react/no-danger': 'error',
      // Budgeted client JS (docs/decisions/0009-lean-shell-javascript.md): server-rendered images,
      // on-demand modules.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/image',
              importNames: ['default'],
              message: 'Use Img from @/components/media/Img (server-rendered, no client JS).',
            },
            {
              name: 'next/dynamic',
              message: 'Use useOnDemand from @/components/on-demand.client (no loadable runtime).',
            },
          ],
        },
      ],
    },
  },
  {
    // Layering (docs/architecture.md): src/lib is generic and imports no feature, component,
    // collection or route; a feature folder may use another, but never in a circle.
    files: ['src/**/*.{ts,tsx,mts,mjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'lib', pattern: 'src/lib' },
        { type: 'features', pattern: 'src/features/*' },
        { type: 'components', pattern: 'src/components' },
        { type: 'collections', pattern: 'src/collections' },
        { type: 'app', pattern: 'src/app' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'lib' } },
              disallow: {
                to: {
                  element: { types: { anyOf: ['features', 'components', 'collections', 'app'] } },
                },
              },
            },
          ],
        },
      ],
    },
  },
  {
    // A circle ties feature folders into one piece. import-x/no-cycle finds a circle of modules
    // (within one folder too), checked from src/features only to keep its cost near ten seconds;
    // a circle of folders closed by different files (a/x → b/y, b/z → a/w) it cannot see:
    // kampus/no-feature-circle (scripts/lib/no-feature-circle.mjs) reads the folder graph.
    files: ['src/features/**/*.{ts,tsx,mts,mjs}'],
    plugins: { 'import-x': importX, kampus: { rules: { 'no-feature-circle': noFeatureCircle } } },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'kampus/no-feature-circle': 'error',
    },
  },
  {
    // Every spec runs with the shared fixtures (third-party stub, failing on page errors).
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@playwright/test', message: 'Import test, expect and types from ./fixtures.' },
          ],
        },
      ],
    },
  },
]

export default config
