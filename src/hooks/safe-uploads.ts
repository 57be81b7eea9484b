import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type'
import type { CollectionBeforeOperationHook, CollectionConfig, Plugin } from 'payload'
import { forEachUploadCollection } from './upload-collections'

type Upload = Exclude<CollectionConfig['upload'], boolean | undefined>

const SVG = { ext: 'svg', mime: 'image/svg+xml' } as const

/**
 * The policy of a file answer: nothing it holds runs (a sandbox without scripts, an opaque
 * origin), it loads nothing but images of the site, and it keeps its own inline styles.
 */
export const FILE_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox"

/** Shown in the browser: raster images, SVG (under FILE_POLICY) and PDF. Anything else is a download. */
const SHOWN_INLINE = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
  SVG.mime,
  'application/pdf',
])

const essence = (type: string | null) => (type ?? '').split(';', 1)[0]!.trim().toLowerCase()

/**
 * Response headers of a public upload collection's file route, on disk or on S3 (both apply
 * `modifyResponseHeaders`). Whatever name a file was stored under before its name had to match
 * its content, it is never sniffed into another type and never runs as the site. Chromium's PDF
 * viewer refuses to open in a sandbox, so a PDF alone goes without the policy.
 */
export function publicFileHeaders({ headers }: { headers: Headers }): Headers {
  const type = essence(headers.get('Content-Type'))
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Content-Disposition', SHOWN_INLINE.has(type) ? 'inline' : 'attachment')
  if (type !== 'application/pdf') headers.set('Content-Security-Policy', FILE_POLICY)
  return headers
}

const takesSvg = (upload: Upload) =>
  !upload.mimeTypes?.length ||
  upload.mimeTypes.some((type) => type === SVG.mime || type === 'image/*' || type === '*/*')

/** `name` with its last extension (if any) replaced by `ext`. */
export function withExtension(name: string, ext: string): string {
  const dot = name.lastIndexOf('.')
  return `${dot > 0 ? name.slice(0, dot) : name}.${ext}`
}

/**
 * The stored name and type of an upload follow its content, never the name or type the
 * uploader sent: Payload keeps the uploader's extension, and its file route answers with the
 * type that extension names, so an SVG uploaded as `logo.html` was served as a web page.
 * Binary types are known by their signature (`file-type`, as Payload does). A file without one is
 * text, and the only text an upload collection here takes is SVG: it is named `.svg`, which makes
 * Payload's own SVG inspection refuse it unless it is an SVG without active content.
 */
export const nameFollowsContent: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  const file = req.file
  if ((operation !== 'create' && operation !== 'update') || !file || !collection.upload) return args
  const onDisk = file.tempFilePath && !file.data?.length
  const detected = onDisk
    ? await fileTypeFromFile(file.tempFilePath!)
    : await fileTypeFromBuffer(file.data)
  // `file-type` names any XML document (an SVG with an `<?xml` prolog too) application/xml.
  const binary = detected && detected.mime !== 'application/xml' ? detected : undefined
  const type = binary ?? (takesSvg(collection.upload) ? SVG : undefined)
  if (type) req.file = { ...file, name: withExtension(file.name, type.ext), mimetype: type.mime }
  return args
}

/**
 * Every upload collection of the config: the name follows the content, and the file route
 * answers with publicFileHeaders unless the collection sets stricter headers of its own
 * (applicant files). Runs before missingFilePlugin, which reuses the headers for S3's 416.
 */
export const safeUploadsPlugin: Plugin = forEachUploadCollection((collection, upload) => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    beforeOperation: [...(collection.hooks?.beforeOperation ?? []), nameFollowsContent],
  },
  upload: {
    ...upload,
    modifyResponseHeaders: upload.modifyResponseHeaders ?? publicFileHeaders,
  },
}))
