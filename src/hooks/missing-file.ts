import fs from 'node:fs/promises'
import path from 'node:path'
import type { CollectionConfig, Plugin } from 'payload'
import { cmsErrorJson } from '@/lib/api-response'
import { forEachUploadCollection } from './upload-collections'

type Upload = Exclude<CollectionConfig['upload'], boolean | undefined>
type Handler = NonNullable<Upload['handlers']>[number]

const notFound = () => cmsErrorJson(404, 'Berkas tidak ditemukan.')

/**
 * Payload answers a file URL whose file is not on disk with a 500 (it logs the file as lost).
 * A name nobody ever uploaded is the visitor's mistake: 404. Runs only for files kept on the
 * local disk; a storage adapter (disableLocalStorage) answers for its own files.
 */
// Payload types a handler as Promise<Response> | Promise<void>; this one answers or passes.
export const missingFileNotFound = (async (req, { params }): Promise<Response | undefined> => {
  const upload =
    req.payload.collections[params.collection as keyof typeof req.payload.collections]?.config
      .upload
  if (!upload || upload.disableLocalStorage) return undefined
  const dir = path.resolve(upload.staticDir || params.collection)
  const file = path.resolve(dir, params.filename)
  // A name outside the folder is Payload's to refuse (400).
  if (!file.startsWith(dir + path.sep)) return undefined
  const found = await fs.stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  )
  return found ? undefined : notFound()
}) as Handler

/**
 * A storage adapter's handler (storage-s3) answers a missing object with an empty 404 and an
 * unsatisfiable range without the collection's response headers. Both get what the local route
 * gives: the JSON 404 above, and a 416 with `modifyResponseHeaders` (no-store, nosniff, …).
 */
export function alignedStorageAnswers(
  handler: Handler,
  modifyResponseHeaders: Upload['modifyResponseHeaders'],
): Handler {
  return (async (req, args) => {
    const answer = await handler(req, args)
    if (!(answer instanceof Response)) return answer
    if (answer.status === 404 && !answer.headers.get('content-type')) return notFound()
    if (answer.status === 416 && modifyResponseHeaders) {
      return new Response(null, {
        status: 416,
        headers: modifyResponseHeaders({ headers: new Headers(answer.headers) }) || answer.headers,
      })
    }
    return answer
  }) as Handler
}

/**
 * Puts missingFileNotFound first on every upload collection of the config and aligns the
 * answers of the handlers already there (a storage adapter's). Runs after the storage plugins.
 */
export const missingFilePlugin: Plugin = forEachUploadCollection((collection, upload) => {
  const handlers = (upload.handlers ?? []).map((handler) =>
    alignedStorageAnswers(handler, upload.modifyResponseHeaders),
  )
  return { ...collection, upload: { ...upload, handlers: [missingFileNotFound, ...handlers] } }
})
