import stylistic from '@stylistic/eslint-plugin'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

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
      // Prettier wraps code at 100 columns (.prettierrc.json) but not comments: they stop at 120.
      // Lines Prettier cannot shorten (a string, template or regex literal, a URL) may run over:
      // cutting a sentence or a test's name in pieces reads worse than a long line.
      '@stylistic/max-len': [
        'error',
        {
          code: 120,
          ignoreUrls: true,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
        },
      ],
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
