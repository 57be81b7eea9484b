// What a build depends on besides its source files (scripts/start.mjs rebuilds when it changes).
import { appEnvOf } from '../src/lib/app-env.mjs'

/**
 * Pages are pre-rendered from the database and carry the site URL, so those count as inputs.
 * The port counts only while SITE_URL is unset (the site URL is then http://localhost:PORT,
 * src/lib/env.ts): servers on several ports behind one SITE_URL share one build. DATA_DIR counts
 * only while DATABASE_URL is unset (it then holds the SQLite file): servers of one PostgreSQL
 * database, each with a data folder of its own, share one build.
 * @param {Record<string, string | undefined>} env
 * @param {string} port
 */
export function buildInputs(env, port) {
  const site = env.SITE_URL || `http://localhost:${port}`
  const database = env.DATABASE_URL || `file:${env.DATA_DIR ?? ''}`
  return `${database}|${site}|${appEnvOf(env)}\n`
}
