#!/usr/bin/env node
// `npm run cluster`: the production topology on this machine (docs/operations.md, "Scaling"):
// two app servers on PostgreSQL + Redis + a local S3 server (s3rver) + an SMTP sink, behind nginx
// on http://localhost:8080. Ctrl-C stops them all. Settings (all optional):
//   CLUSTER_PORT (8080), CLUSTER_APP_PORTS ("3301,3302"), CLUSTER_DATABASE_URL
//   (postgres://postgres@127.0.0.1:5432/kampus_cluster), CLUSTER_REDIS_URL (redis://127.0.0.1:6379),
//   CLUSTER_FRESH=1 (start on an empty database). Data, logs and mail live in data/cluster.
import { startCluster } from './lib/cluster.mjs'

const port = Number(process.env.CLUSTER_PORT || 8080)
const cluster = await startCluster({
  port,
  appPorts: (process.env.CLUSTER_APP_PORTS || '3301,3302').split(',').map(Number),
  databaseUrl: process.env.CLUSTER_DATABASE_URL || undefined,
  redisUrl: process.env.CLUSTER_REDIS_URL || undefined,
  freshDatabase: process.env.CLUSTER_FRESH === '1',
}).catch((error) => {
  console.error(`\nKlaster gagal dimulai: ${error.message}`)
  process.exit(1)
})

console.log(`
  Klaster Kampus berjalan di ${cluster.siteUrl}  (nginx → ${cluster.servers.map((s) => s.url).join(', ')})
  CMS: ${cluster.siteUrl}/admin  —  ${cluster.admin.email} / ${cluster.admin.password}
  Email keluar: ${cluster.mailDir}   S3: ${cluster.s3.endpoint}   Log: data/cluster/logs
  Tekan Ctrl-C untuk menghentikan semuanya.
`)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return
    stopping = true
    console.log('\nMenghentikan klaster…')
    await cluster.stop()
    process.exit(0)
  })
}
