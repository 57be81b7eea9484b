import fs from 'node:fs/promises'
import path from 'node:path'
import { setImmediate as yieldToRequests } from 'node:timers/promises'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

/**
 * Brotli copies of the build's static files (`/_next/static/…`: hashed names, never changed
 * while the build is served), compressed once at the highest quality in the background, one file
 * at a time, and answered from memory by the app's server (scripts/server.ts). Without them every
 * request compressed the same bytes again, at a lower quality (brotli 4 of the compression
 * middleware). A file not compressed yet is answered as before.
 */
export const STATIC_PREFIX = '/_next/static/'

export const STATIC_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=UTF-8',
}
/** Below this a compressed answer saves less than its headers cost (the middleware's threshold too). */
export const MIN_BYTES = 1024

const brotli = promisify(zlib.brotliCompress)

/** The file a URL path names inside `staticDir`, or null when it names none there. */
export function staticFileOf(staticDir: string, pathname: string): string | null {
  if (!pathname.startsWith(STATIC_PREFIX)) return null
  let relative: string
  try {
    relative = decodeURIComponent(pathname.slice(STATIC_PREFIX.length))
  } catch {
    return null
  }
  const file = path.resolve(staticDir, relative)
  return file.startsWith(staticDir + path.sep) ? file : null
}

async function* walk(dir: string): AsyncGenerator<string> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => [])
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else if (entry.isFile()) yield full
  }
}

export type StaticBrotli = {
  /** The compressed bytes and type of the file a URL path names, once they are ready. */
  get(pathname: string): { body: Buffer; type: string } | undefined
  /** Resolves when every file is compressed (the server does not wait for it). */
  ready: Promise<void>
}

export function createStaticBrotli(staticDir: string): StaticBrotli {
  const root = path.resolve(staticDir)
  const done = new Map<string, { body: Buffer; type: string }>()

  async function compressAll() {
    for await (const file of walk(root)) {
      const type = STATIC_TYPES[path.extname(file)]
      if (!type) continue
      const source = await fs.readFile(file)
      if (source.length < MIN_BYTES) continue
      const body = await brotli(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      })
      if (body.length < source.length) done.set(file, { body, type })
      // Requests that arrived meanwhile go first.
      await yieldToRequests()
    }
  }

  return {
    get(pathname) {
      const file = staticFileOf(root, pathname)
      return file ? done.get(file) : undefined
    },
    ready: compressAll(),
  }
}
