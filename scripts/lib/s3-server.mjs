#!/usr/bin/env node
// A local S3-compatible server for tests and `npm run cluster`: the `s3rver` package, objects
// kept as files under `directory`. For development only: it answers anyone who asks (it checks
// neither bucket policies nor Signature V4), so it must listen on loopback.
//
//   import { startS3Server } from './lib/s3-server.mjs'
//   const s3 = await startS3Server({ directory, port: 0, buckets: ['kampus-media', 'kampus-private'] })
//   s3.env({ bucket: 'kampus-media', privateBucket: 'kampus-private' })  // S3_* variables for the app
//   await s3.keys('kampus-media', 'media/')                               // object keys, sorted
//   await s3.close()
//
// Usage: node scripts/lib/s3-server.mjs <port> <folder> [bucket …]
import fs from 'node:fs'
import S3rver from 's3rver'

/** s3rver knows one account: this access key id (any secret passes, V4 signatures are not checked). */
export const S3RVER_CREDENTIALS = Object.freeze({
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
})

const unescapeXml = (text) =>
  text.replace(
    /&(lt|gt|quot|apos|amp);/g,
    (_, name) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name],
  )

/**
 * Starts s3rver on `host:port` (port 0: a free one) with `buckets` created.
 * @param {{ directory: string, port?: number, host?: string, buckets?: string[] }} options
 * @returns {Promise<{
 *   endpoint: string,
 *   close: () => Promise<void>,
 *   env: (names: { bucket: string, privateBucket?: string }) => Record<string, string>,
 *   keys: (bucket: string, prefix?: string) => Promise<string[]>,
 * }>}
 */
export async function startS3Server({ directory, port = 0, host = '127.0.0.1', buckets = [] }) {
  fs.mkdirSync(directory, { recursive: true })
  const server = new S3rver({
    address: host,
    port,
    directory,
    silent: true,
    // Path-style only (S3_FORCE_PATH_STYLE=true): a host name is never read as a bucket.
    vhostBuckets: false,
    configureBuckets: buckets.map((name) => ({ name })),
  })
  const address = await server.run()
  const endpoint = `http://${host}:${address.port}`
  return {
    endpoint,
    close: () => server.close(),
    /** The app's S3 settings for this server (src/lib/env.ts). */
    env: ({ bucket, privateBucket }) => ({
      S3_BUCKET: bucket,
      ...(privateBucket ? { S3_PRIVATE_BUCKET: privateBucket } : {}),
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    /** Every object key in `bucket` under `prefix` (ListObjectsV2, all pages). */
    keys: async (bucket, prefix = '') => {
      const found = []
      let token
      do {
        const query = new URLSearchParams({
          'list-type': '2',
          prefix,
          ...(token ? { 'continuation-token': token } : {}),
        })
        const response = await fetch(`${endpoint}/${encodeURIComponent(bucket)}?${query}`)
        const xml = await response.text()
        if (!response.ok)
          throw new Error(`s3rver: daftar ${bucket} gagal (${response.status}): ${xml}`)
        for (const [, key] of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) found.push(unescapeXml(key))
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? unescapeXml(/<NextContinuationToken>([^<]*)</.exec(xml)?.[1] ?? '')
          : undefined
      } while (token)
      return found.sort()
    },
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [port, directory, ...buckets] = process.argv.slice(2)
  if (!directory) {
    console.error('Pemakaian: node scripts/lib/s3-server.mjs <port> <folder> [bucket …]')
    process.exit(2)
  }
  const s3 = await startS3Server({ directory, port: Number(port), buckets })
  console.log(
    `s3rver di ${s3.endpoint} (folder ${directory}; bucket: ` +
      `${buckets.join(', ') || '-'}; kunci ${S3RVER_CREDENTIALS.accessKeyId})`,
  )
  const stop = () => s3.close().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
