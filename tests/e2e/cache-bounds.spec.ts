import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './fixtures'

// The app server's ISR cache (Next.js's file-system handler, src/lib/next-cache/file-handler.mjs)
// on disk: a share image of a page that does not exist is answered 404 and never stored, while a
// known page's image is.

const appDir = path.join(process.env.NEXT_DIST_DIR || '.next', 'server', 'app')
const stored = (urlPath: string) => fs.existsSync(path.join(appDir, `${urlPath}.body`))

test('stores the share image of a known page, and no 404 of an unknown one', async ({
  request,
}) => {
  const known = '/og/tentang-utb/berita'
  expect((await request.get(known)).status()).toBe(200)
  expect(stored(known)).toBe(true)
  const unknown = `/og/tentang-utb/berita/kampus/tidak-ada-${Date.now()}`
  for (let i = 0; i < 2; i++) expect((await request.get(unknown)).status()).toBe(404)
  expect(stored(unknown)).toBe(false)
})
