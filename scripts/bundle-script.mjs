// Compiles a TypeScript entry (and the app code it imports) to one ESM file run by plain Node.
// Payload's own CLI loads TypeScript through tsx, which sometimes exits silently mid-import
// (payloadcms/payload#16381, #11081; still so on Node 26); a precompiled file avoids that loader,
// and resolves the app's `@/` paths and folder imports, which Node's own type stripping does not.
import fs from 'node:fs'
import { build } from 'esbuild'

const [entry, outfile] = process.argv.slice(2)
if (!entry || !outfile) {
  console.error('Pemakaian: node scripts/bundle-script.mjs <entry.ts> <out.mjs>')
  process.exit(2)
}

const nextSubpaths = {
  name: 'next-subpaths',
  setup(b) {
    // `next` has no exports map, so Node's ESM resolver needs the file name.
    b.onResolve({ filter: /^next\/(cache|headers|navigation|server)$/ }, (args) => ({
      path: `${args.path}.js`,
      external: true,
    }))
  },
}

// Written beside the target and renamed over it: a server starting from the previous copy never
// reads a half-written file when another server on the same build folder compiles it again.
const partial = `${outfile}.${process.pid}.tmp`
await build({
  entryPoints: [entry],
  outfile: partial,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  plugins: [nextSubpaths],
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
})
fs.renameSync(partial, outfile)
