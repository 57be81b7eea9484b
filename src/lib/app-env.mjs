// The kind of deployment when APP_ENV is not set. Plain JavaScript: scripts/start.mjs and
// scripts/build-fingerprint.mjs read it before anything is compiled, and src/lib/env.ts imports
// the same rule, so the launcher and the app cannot disagree.

/** @typedef {'development' | 'production' | 'test'} AppEnvName */

/**
 * NODE_ENV=production without APP_ENV means a real deployment: the strict production checks.
 * Anything else (a plain `npm start` on a laptop) is a development deployment with demo content.
 * @param {string | undefined} nodeEnv
 * @returns {'development' | 'production'}
 */
export const defaultAppEnv = (nodeEnv) => (nodeEnv === 'production' ? 'production' : 'development')

/**
 * APP_ENV as src/lib/env.ts will read it: the variable when it is set (blank counts as unset, and
 * a wrong value is left for env.ts to refuse with its message), else the default above.
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export const appEnvOf = (env) => (env.APP_ENV?.trim() ? env.APP_ENV : defaultAppEnv(env.NODE_ENV))
