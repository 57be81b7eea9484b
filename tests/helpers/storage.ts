import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload, UploadCollectionSlug } from 'payload'
import { startS3Server, type S3Server } from '../../scripts/lib/s3-server.mjs'
import { env } from '@/lib/env'
import { PUBLIC_PREFIXES } from '@/lib/file-storage'

/**
 * Where the uploads of a test run are kept, read without the app's code: the collection's local
 * folder, or the s3rver bucket behind the S3_* variables. `TEST_S3=1` runs every test file that
 * uses these helpers on S3 (one bucket, applicant files under `private/`).
 */

export type TestS3 = S3Server & { bucket: string; privateBucket?: string; directory: string }

let current: TestS3 | undefined

export const TEST_BUCKETS = { media: 'kampus-test-media', private: 'kampus-test-private' } as const

/** Starts s3rver in a temporary folder and points S3_* at it. Call before freshPayload(). */
export async function startTestS3({
  privateBucket = true,
}: { privateBucket?: boolean } = {}): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-s3-'))
  const server = await startS3Server({
    directory,
    buckets: [TEST_BUCKETS.media, TEST_BUCKETS.private],
  })
  const names = {
    bucket: TEST_BUCKETS.media,
    privateBucket: privateBucket ? TEST_BUCKETS.private : undefined,
  }
  Object.assign(process.env, server.env(names))
  current = { ...server, ...names, directory }
  return current
}

/** Stops the server startTestS3 started and unsets S3_*. */
export async function stopTestS3(): Promise<void> {
  for (const key of Object.keys(process.env)) if (key.startsWith('S3_')) delete process.env[key]
  const s3 = current
  current = undefined
  await s3?.close()
  if (s3) fs.rmSync(s3.directory, { recursive: true, force: true })
}

/** The bucket and key prefix of a collection on S3, or its folder on disk. */
function location(
  payload: Payload,
  collection: UploadCollectionSlug,
): { bucket: string; prefix: string } | { dir: string } {
  const s3 = env().s3
  if (!s3) return { dir: payload.collections[collection].config.upload.staticDir as string }
  if (!current) throw new Error('S3_* diisi tetapi s3rver uji tidak dijalankan (startTestS3)')
  if (collection === 'applicant-files')
    return { bucket: s3.privateBucket, prefix: `${s3.privatePrefix}/` }
  return {
    bucket: s3.bucket,
    prefix: `${PUBLIC_PREFIXES[collection as keyof typeof PUBLIC_PREFIXES]}/`,
  }
}

/** The names of the files a collection keeps, sorted. */
export async function storedNames(
  payload: Payload,
  collection: UploadCollectionSlug,
): Promise<string[]> {
  const where = location(payload, collection)
  if ('dir' in where) {
    if (!fs.existsSync(where.dir)) return []
    return fs
      .readdirSync(where.dir, { withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name)
      .sort()
  }
  return (await current!.keys(where.bucket, where.prefix))
    .map((key) => key.slice(where.prefix.length))
    .sort()
}

/** The stored bytes of one file, or null. */
export async function storedBytes(
  payload: Payload,
  collection: UploadCollectionSlug,
  filename: string,
): Promise<Buffer | null> {
  const where = location(payload, collection)
  if ('dir' in where) {
    const file = path.join(where.dir, filename)
    return fs.existsSync(file) ? fs.readFileSync(file) : null
  }
  // s3rver answers unsigned requests: the bytes as they are in the bucket, not through the app.
  const response = await fetch(
    `${current!.endpoint}/${where.bucket}/${where.prefix}${encodeURIComponent(filename)}`,
  )
  if (response.status === 404) return null
  if (!response.ok) throw new Error(`s3rver: ${response.status} untuk ${filename}`)
  return Buffer.from(await response.arrayBuffer())
}
