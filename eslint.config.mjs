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
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // The CSP nonce goes on every script tag the server sends (ADR 0017): raw HTML in a component
      // would carry it too. JSON-LD through jsonForScript is the one allowed use.
      'react/no-danger': 'error',
      // Budgeted client JS (docs/decisions/0009-lean-shell-javascript.md): server-rendered images, on-demand modules.
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
]

export default config
