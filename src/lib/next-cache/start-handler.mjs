// Next.js's cache handler in every build (next.config.ts `cacheHandler`), chosen when the server
// starts from its own environment, so one build serves a single server (the file-system cache,
// ./file-handler.mjs) and several behind nginx (Redis, ./handler.mjs; ADR 0024).
// Next.js imports this file as it is (plain JavaScript).
import RedisCacheHandler from './handler.mjs'
import FileCacheHandler from './file-handler.mjs'

export default process.env.REDIS_URL?.trim() ? RedisCacheHandler : FileCacheHandler
