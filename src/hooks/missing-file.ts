import fs from 'node:fs/promises'
import path from 'node:path'
import type { CollectionConfig, Plugin } from 'payload'

type Handler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

/**
 * Payload answers a file URL whose file is not on disk with a 500 (it logs the file as lost).
 * A name nobody ever uploaded is the visitor's mistake: 404. Runs only for files kept on the
 * local disk; a storage adapter (disableLocalStorage) answers for its own files.
 */
// Payload types a handler as Promise<Response> | Promise<void>; this one answers or passes.
export const missingFileNotFound = (async (req, { params }): Promise<Response | undefined> => {
  const upload = req.payload.collections[params.collection as keyof typeof req.payload.collections]?.config.upload
  if (!upload || upload.disableLocalStorage) return undefined
  const dir = path.resolve(upload.staticDir || params.collection)
  const file = path.resolve(dir, params.filename)
  // A name outside the folder is Payload's to refuse (400).
  if (!file.startsWith(dir + path.sep)) return undefined
  const found = await fs.stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  )
  return found ? undefined : Response.json({ errors: [{ message: 'Berkas tidak ditemukan.' }] }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
}) as Handler

/** Puts missingFileNotFound first on every upload collection of the config. */
export const missingFilePlugin: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection): CollectionConfig => {
    if (!collection.upload) return collection
    const upload = collection.upload === true ? {} : collection.upload
    return { ...collection, upload: { ...upload, handlers: [missingFileNotFound, ...(upload.handlers ?? [])] } }
  }),
})
