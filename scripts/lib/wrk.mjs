// wrk (Debian's package) for the benchmarks: installed when missing and we are root, and run with
// a Lua `done` hook that prints wrk's own summary as one JSON line (its --latency table has no p95
// and no byte count per answer).
import { execSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export function ensureWrk() {
  if (spawnSync('wrk', ['--version']).error === undefined) return
  if (process.getuid?.() !== 0)
    throw new Error('wrk tidak ditemukan. Pasang dengan: sudo apt-get install -y wrk')
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk', {
    stdio: 'inherit',
  })
}

const REPORT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('JSON{"requests":%d,"bytes":%d,"seconds":%f,"socketErrors":%d,'
      .. '"non2xx3xx":%d,"p50":%f,"p95":%f,"p99":%f}\\n',
    summary.requests, summary.bytes, summary.duration / 1e6, e.connect + e.read + e.write + e.timeout,
    e.status, latency:percentile(50) / 1000, latency:percentile(95) / 1000,
    latency:percentile(99) / 1000))
end
`

/**
 * One wrk run: `threads` threads, `connections` connections for `seconds` s. Prints a line and
 * returns requests/s, bytes per answer (headers included, as wrk counts them), p50/p95/p99 in ms
 * and the count of failed answers (socket errors and statuses ≥ 400).
 */
export function wrk({ name, url, headers = {}, connections, seconds, threads = 2 }) {
  const script = path.join(os.tmpdir(), `kampus-wrk-${process.pid}.lua`)
  fs.writeFileSync(script, REPORT)
  const args = [
    `-t${threads}`,
    `-c${connections}`,
    `-d${seconds}s`,
    '--timeout',
    '10s',
    '-s',
    script,
  ]
  for (const [key, value] of Object.entries(headers)) args.push('-H', `${key}: ${value}`)
  const run = spawnSync('wrk', [...args, url], { encoding: 'utf8' })
  fs.rmSync(script, { force: true })
  const line = run.stdout.split('\n').find((l) => l.startsWith('JSON'))
  if (!line) throw new Error(`wrk gagal untuk ${name}:\n${run.stdout}\n${run.stderr}`)
  const r = JSON.parse(line.slice(4))
  const result = {
    name,
    rps: r.requests / r.seconds,
    bytesPerAnswer: r.requests ? r.bytes / r.requests : 0,
    errors: r.socketErrors + r.non2xx3xx,
    ...r,
  }
  console.log(
    `${name.padEnd(58)} ${result.rps.toFixed(0).padStart(7)} ` +
      `req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)}` +
      ` ms  p99 ${r.p99.toFixed(1)} ms  ${(result.bytesPerAnswer / 1024).toFixed(1)} kB/jawaban` +
      `  errors ${result.errors}`,
  )
  return result
}

/** Of several runs of one URL, the run with the median requests/s (the upper one of an even count). */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps)
  return sorted[Math.floor(sorted.length / 2)]
}
