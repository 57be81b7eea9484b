import { defineConfig } from 'vitest/config'
import tsconfigPaths from 'vite-tsconfig-paths'

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    // Every project: an unexpected logged error fails the test (tests/helpers/logged-errors.ts).
    setupFiles: ['tests/setup/logged-errors.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/int/**/*.int.test.ts'],
          environment: 'node',
          // A base database migrated once per run; each file works in a copy of it
          // (tests/setup/int-database.ts), so files run side by side, one per core.
          globalSetup: ['tests/setup/int-database.ts'],
          pool: 'forks',
          maxWorkers: Number(process.env.INT_WORKERS || 2),
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // npm run test:cluster: two app servers on PostgreSQL + Redis + S3 behind nginx (scripts/lib/cluster.mjs).
          name: 'cluster',
          include: ['tests/cluster/**/*.cluster.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 20 * 60_000,
        },
      },
    ],
  },
})
