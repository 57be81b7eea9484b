import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-e2e/**', '.next-*/**', 'node_modules/**', 'data/**', 'tmp/**', 'test-results/**', 'playwright-report/**', 'src/payload-types.ts', 'src/app/(payload)/admin/importMap.js', 'src/migrations/**', 'next-env.d.ts'],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
]

export default config
