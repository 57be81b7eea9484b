// Types of scripts/lib/s3-server.mjs for the TypeScript tests.

/** s3rver's one account: the access key id it accepts (any secret passes). */
export const S3RVER_CREDENTIALS: Readonly<{ accessKeyId: 'S3RVER'; secretAccessKey: 'S3RVER' }>

export type S3Server = {
  /** http://host:port, for S3_ENDPOINT (path-style: S3_FORCE_PATH_STYLE=true). */
  endpoint: string
  close(): Promise<void>
  /** The app's S3_* variables for this server. */
  env(names: { bucket: string; privateBucket?: string }): Record<string, string>
  /** Every object key in `bucket` under `prefix`, sorted. */
  keys(bucket: string, prefix?: string): Promise<string[]>
}

export function startS3Server(options: {
  directory: string
  port?: number
  host?: string
  buckets?: string[]
}): Promise<S3Server>
