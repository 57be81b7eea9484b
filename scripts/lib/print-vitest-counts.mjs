#!/usr/bin/env node
// One line from a Vitest JSON report (--reporter=json --outputFile=<report>), for .ci/run:
//
//   node scripts/lib/print-vitest-counts.mjs postgres /tmp/report.json
//   → postgres: 212 passed, 0 failed
import fs from 'node:fs'

const [label, report] = process.argv.slice(2)
const r = JSON.parse(fs.readFileSync(report, 'utf8'))
console.log(`${label}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`)
