/**
 * A failed chunk load means the browser holds an old build whose files are gone (a deploy happened):
 * a full reload fetches the new build. The reload is limited to once per window so a chunk that is
 * really missing cannot cause a reload loop (60 s).
 */

export const CHUNK_RELOAD_WINDOW_MS = 60_000

const CHUNK_ERROR_MESSAGES = [
  /Loading chunk [\w-]+ failed/i,
  /Loading CSS chunk/i,
  /Failed to fetch dynamically imported module/i,
  // Turbopack's runtime (Next.js 16 default bundler), Firefox and Safari wordings of the same failure.
  /Failed to load chunk/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
]

function nameAndMessage(error: unknown): { name: string; message: string } {
  if (typeof error === 'string') return { name: '', message: error }
  if (typeof error === 'object' && error !== null) {
    const { name, message } = error as { name?: unknown; message?: unknown }
    return {
      name: typeof name === 'string' ? name : '',
      message: typeof message === 'string' ? message : '',
    }
  }
  return { name: '', message: '' }
}

export function isChunkLoadError(error: unknown): boolean {
  const { name, message } = nameAndMessage(error)
  if (name === 'ChunkLoadError') return true
  return CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(message))
}

/** True when no reload happened yet or the last one is at least `windowMs` old. */
export function shouldReload(
  lastReloadAt: number | null,
  now: number,
  windowMs = CHUNK_RELOAD_WINDOW_MS,
): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true
  // A timestamp from the future (clock changed) must not block reloads for ever.
  if (lastReloadAt > now) return true
  return now - lastReloadAt >= windowMs
}
