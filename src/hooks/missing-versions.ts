import type { Endpoint, SanitizedConfig } from 'payload'
import { cmsErrorJson } from '@/lib/api-response'

export const NO_VERSIONS_MESSAGE = 'Data ini tidak menyimpan riwayat versi.'

const notFound = () => cmsErrorJson(404, NO_VERSIONS_MESSAGE)

/** Payload's version routes of a collection or global: list, one version, restore. */
const VERSION_ROUTES: Endpoint[] = [
  { path: '/versions', method: 'get', handler: notFound },
  { path: '/versions/:id', method: 'get', handler: notFound },
  { path: '/versions/:id', method: 'post', handler: notFound },
]

/**
 * Payload registers its version routes on every collection and global, also on those that keep
 * no versions, where they query a versions table that does not exist: a 500. Those get a 404
 * first (the first endpoint that matches answers). Set on the built config, so the collections
 * and globals Payload adds itself (jobs, locks, preferences) are included.
 */
export function answerMissingVersions(config: SanitizedConfig): SanitizedConfig {
  for (const entity of [...config.collections, ...config.globals]) {
    if (entity.versions || entity.endpoints === false) continue
    entity.endpoints = [...VERSION_ROUTES, ...(entity.endpoints ?? [])]
  }
  return config
}
