#!/usr/bin/env node
// Runs the Neo Feeder simulator (scripts/lib/feeder-simulator.mjs) on its own, for a development
// server or a demo: point the app at it with the three variables it prints.
//
//   FEEDER_SIMULATOR_PORT=4590 node scripts/feeder-simulator.mjs
//
// Faults from a shell: curl -X POST localhost:4590/_simulator/hang-next -d '{}'
// (also fail-next {"count":3}, expire-tokens; GET-or-POST /_simulator/students and /_simulator/log)
import { startFeederSimulator } from './lib/feeder-simulator.mjs'

const env = process.env
const username = env.FEEDER_USERNAME || 'operator'
const password = env.FEEDER_PASSWORD || 'simulator-password'
const simulator = await startFeederSimulator({
  port: Number(env.FEEDER_SIMULATOR_PORT || 4590),
  username,
  password,
})
console.log(`Feeder simulator on ${simulator.baseUrl}`)
console.log(`  FEEDER_URL=${simulator.url}`)
console.log(`  FEEDER_USERNAME=${username}`)
console.log('  FEEDER_PASSWORD=(the one you set, or simulator-password)')
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void simulator.close().then(() => process.exit(0)))
}
