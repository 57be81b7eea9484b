// An ESLint rule: no circle between the folders of src/features. import-x/no-cycle sees a circle
// of modules only; two folders whose files import each other (a.ts → b/x.ts, b/y.ts → a/z.ts)
// are one piece all the same, and no plugin checks folders. The folder graph is read once per
// ESLint process from the files on disk (import specifiers by pattern, cheap next to parsing);
// an editor's long-lived server sees a new import of another file after its restart.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const FEATURES = path.resolve(fileURLToPath(import.meta.url), '../../../src/features')
const SOURCE = /\.(?:ts|tsx|mts|mjs)$/
const SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g

/** The feature folder a specifier written in `dir` points into, if any. */
function featureOf(specifier, dir) {
  if (specifier.startsWith('@/features/')) return specifier.split('/')[2]
  if (!specifier.startsWith('.')) return undefined
  const rel = path.relative(FEATURES, path.resolve(dir, specifier))
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep)[0] : undefined
}

let graph
/** feature → (feature it imports → the first file, relative to src/features, that does). */
function featureGraph() {
  if (graph) return graph
  graph = new Map()
  for (const entry of fs.readdirSync(FEATURES, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !SOURCE.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    const from = path.relative(FEATURES, file).split(path.sep)[0]
    const edges = graph.get(from) ?? graph.set(from, new Map()).get(from)
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const to = featureOf(specifier, entry.parentPath)
      if (to && to !== from && !edges.has(to)) edges.set(to, path.relative(FEATURES, file))
    }
  }
  return graph
}

/** The shortest way from `start` to `goal` in the folder graph, skipping allowed pairs. */
function way(start, goal, allowed) {
  const previous = new Map([[start, undefined]])
  const queue = [start]
  while (queue.length) {
    const at = queue.shift()
    if (at === goal) {
      const steps = []
      for (let step = at; step !== undefined; step = previous.get(step)) steps.unshift(step)
      return steps
    }
    for (const next of featureGraph().get(at)?.keys() ?? []) {
      if (previous.has(next) || allowed(at, next)) continue
      previous.set(next, at)
      queue.push(next)
    }
  }
  return undefined
}

export const noFeatureCircle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports that close a circle between folders of src/features' },
    schema: [
      {
        type: 'object',
        properties: {
          allow: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      circle: 'features/{{from}} imports features/{{to}}, which leads back: {{way}} ({{file}}).',
    },
  },
  create(context) {
    const rel = path.relative(FEATURES, context.filename)
    if (rel.startsWith('..') || path.isAbsolute(rel)) return {}
    const from = rel.split(path.sep)[0]
    const pairs = new Set(
      (context.options[0]?.allow ?? []).flatMap(([a, b]) => [`${a}>${b}`, `${b}>${a}`]),
    )
    const allowed = (a, b) => pairs.has(`${a}>${b}`)
    const check = (source) => {
      if (typeof source?.value !== 'string') return
      const to = featureOf(source.value, path.dirname(context.filename))
      if (!to || to === from || allowed(from, to)) return
      const back = way(to, from, allowed)
      if (!back) return
      const file = featureGraph().get(back.at(-2))?.get(from)
      context.report({
        node: source,
        messageId: 'circle',
        data: { from, to, way: back.join(' → '), file },
      })
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}
