// Browser tests drive Debian's Chromium (no browser download is possible here). Installs it
// when missing and we are root; otherwise says how.
import { execSync } from 'node:child_process'
import fs from 'node:fs'

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return CHROMIUM
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium tidak ditemukan di ${CHROMIUM}. Pasang dengan:\n  sudo apt-get ` +
        `update && sudo apt-get install -y chromium\natau isi CHROMIUM_PATH.`,
    )
    process.exit(1)
  }
  console.log('Memasang Chromium dari paket Debian…')
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  })
  return CHROMIUM
}
