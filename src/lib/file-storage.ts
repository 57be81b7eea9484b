import fs from 'node:fs/promises'
import path from 'node:path'
import { s3Storage, type S3StorageOptions } from '@payloadcms/storage-s3'
import type { PayloadRequest, Plugin, UploadCollectionSlug } from 'payload'
import type { S3Settings } from './env'

/**
 * Where uploads live (ADR 0026). Without S3 settings: the local folders of each collection
 * (MEDIA_DIR, PRIVATE_DIR). With them: `@payloadcms/storage-s3`, media and documents in
 * `bucket` under `media/` and `documents/`, applicant files in `privateBucket` under
 * `privatePrefix`. Every file is still served by Payload's access-checked file route
 * (`/api/cms/<collection>/file/<name>`): no public ACL, no bucket URL in any answer, no signed
 * redirect. Image re-encoding and the upload checks run before the adapter sees a file.
 */

/** The key prefix of each public upload collection in the media bucket. */
export const PUBLIC_PREFIXES = {
  media: 'media',
  documents: 'documents',
} as const satisfies Partial<Record<UploadCollectionSlug, string>>

/**
 * The AWS SDK client settings. S3-compatible servers (S3_ENDPOINT) get checksums only where
 * S3 requires them: the SDK's default sends streamed bodies `aws-chunked` with a trailing
 * CRC32, which s3rver (and older MinIO, Ceph, …) store verbatim inside the object.
 */
export function s3ClientConfig(s3: S3Settings): S3StorageOptions['config'] {
  return {
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    ...(s3.endpoint
      ? {
          endpoint: s3.endpoint,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
    ...(s3.credentials ? { credentials: s3.credentials } : {}),
  }
}

/**
 * The storage plugins, one per bucket. They are added without S3 too (disabled): the adapter's
 * `prefix` and `_objectKey` fields are then in the schema either way, so one set of migrations
 * fits both. Composite prefixes keep the stored `prefix` relative to the collection's (empty for
 * every upload here), so file URLs stay `/api/cms/media/file/<name>` without a `?prefix=`.
 */
export function fileStoragePlugins(s3: S3Settings | undefined): Plugin[] {
  const plugin = (bucket: string | undefined, collections: S3StorageOptions['collections']) =>
    s3Storage({
      enabled: Boolean(s3),
      alwaysInsertFields: true,
      useCompositePrefixes: true,
      bucket: bucket ?? 'unused',
      // Endpoint in the key: two configurations in one process never share a client.
      clientCacheKey: `kampus:${s3?.endpoint ?? 'aws'}:${bucket}`,
      config: s3 ? s3ClientConfig(s3) : {},
      collections,
    })
  return [
    plugin(s3?.bucket, {
      media: { prefix: PUBLIC_PREFIXES.media },
      documents: { prefix: PUBLIC_PREFIXES.documents },
    }),
    plugin(s3?.privateBucket, {
      'applicant-files': { prefix: s3?.privatePrefix ?? 'applicant-files' },
    }),
  ]
}

/**
 * The bytes of a stored upload, or null when the file is gone: from the collection's folder, or
 * through its storage adapter's file handler (the one the file route calls after its access
 * check). Pass a document the caller was allowed to read: its stored prefix locates the object.
 */
export async function readStoredFile(
  req: PayloadRequest,
  collection: UploadCollectionSlug,
  doc: { id: number | string; filename?: string | null },
): Promise<Buffer | null> {
  if (!doc.filename) return null
  const upload = req.payload.collections[collection].config.upload
  // basename: a stored name never reaches outside the collection's folder or prefix.
  const filename = path.basename(doc.filename)
  if (!upload.disableLocalStorage) {
    return fs
      .readFile(path.join(upload.staticDir as string, filename))
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null
        throw error
      })
  }
  for (const handler of upload.handlers ?? []) {
    const answer = await handler(req, {
      doc: doc as never,
      headers: new Headers(),
      params: { collection, filename },
    })
    if (!(answer instanceof Response)) continue
    if (answer.status === 404) return null
    if (!answer.ok)
      throw new Error(
        `Berkas ${collection}/${filename} tidak terbaca dari penyimpanan (${answer.status})`,
      )
    return Buffer.from(await answer.arrayBuffer())
  }
  return null
}
