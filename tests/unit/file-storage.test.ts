import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Config, SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/lib/env'
import { fileStoragePlugins, s3ClientConfig } from '@/lib/file-storage'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-storage-'))
const s3Env = {
  DATA_DIR: dataDir,
  S3_BUCKET: 'kampus-media',
  S3_ENDPOINT: 'http://127.0.0.1:4569',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
}

/** The upload collections after the storage plugins ran over them. */
async function withPlugins(s3: ReturnType<typeof parseEnv>['s3']) {
  let config = {
    collections: ['media', 'documents', 'applicant-files', 'news'].map((slug) => ({
      slug,
      fields: [{ name: 'title', type: 'text' }],
      ...(slug === 'news' ? {} : { upload: { staticDir: `/tmp/${slug}` } }),
    })),
  } as unknown as Config
  for (const plugin of fileStoragePlugins(s3)) config = await plugin(config)
  return Object.fromEntries((config.collections ?? []).map((c) => [c.slug, c])) as Record<
    string,
    NonNullable<SanitizedConfig['collections']>[number]
  >
}

describe('S3 settings', () => {
  it('keeps applicant files under private/ of the media bucket, or at applicant-files/ of their own bucket', () => {
    expect(parseEnv(s3Env).s3).toMatchObject({
      bucket: 'kampus-media',
      privateBucket: 'kampus-media',
      privatePrefix: 'private/applicant-files',
      forcePathStyle: true,
      region: 'us-east-1',
    })
    expect(parseEnv({ ...s3Env, S3_PRIVATE_BUCKET: 'kampus-private' }).s3).toMatchObject({
      privateBucket: 'kampus-private',
      privatePrefix: 'applicant-files',
    })
    expect(parseEnv({ DATA_DIR: dataDir }).s3).toBeUndefined()
  })

  it('asks an S3-compatible server for checksums only where S3 requires them; AWS keeps SDK defaults', () => {
    expect(s3ClientConfig(parseEnv(s3Env).s3!)).toEqual({
      region: 'us-east-1',
      forcePathStyle: true,
      endpoint: 'http://127.0.0.1:4569',
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    expect(
      s3ClientConfig(
        parseEnv({ DATA_DIR: dataDir, S3_BUCKET: 'kampus-media', S3_REGION: 'ap-southeast-3' }).s3!,
      ),
    ).toEqual({ region: 'ap-southeast-3', forcePathStyle: false })
  })
})

describe('storage plugins', () => {
  it('leave the local folders in use without S3, with the same fields as with it (one set of migrations)', async () => {
    const local = await withPlugins(undefined)
    const s3 = await withPlugins(parseEnv(s3Env).s3)
    for (const slug of ['media', 'documents', 'applicant-files']) {
      expect(local[slug]!.upload).toMatchObject({ staticDir: `/tmp/${slug}` })
      expect(
        (local[slug]!.upload as { disableLocalStorage?: boolean }).disableLocalStorage,
      ).not.toBe(true)
      expect(s3[slug]!.upload).toMatchObject({ disableLocalStorage: true, adapter: 's3' })
      const names = (c: (typeof local)[string]) =>
        c.fields.map((f) => ('name' in f ? f.name : '')).sort()
      expect(names(local[slug]!)).toEqual(names(s3[slug]!))
      expect(names(s3[slug]!)).toEqual(expect.arrayContaining(['prefix', '_objectKey']))
    }
    expect(s3.news).toEqual(local.news)
  })

  it('hand S3 files to the access-checked file route (no disablePayloadAccessControl, no direct URL)', async () => {
    const s3 = await withPlugins(parseEnv(s3Env).s3)
    for (const slug of ['media', 'documents', 'applicant-files']) {
      // The adapter's handler answers inside Payload's file route (after its access check).
      expect((s3[slug]!.upload as { handlers?: unknown[] }).handlers).toHaveLength(1)
    }
  })
})
