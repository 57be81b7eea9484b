import type { Payload } from 'payload'
import { paragraphsToLexical } from './richtext'
import { pagesContent } from './pages-content'
import { seedContext } from './context'

const text = (value: string) => ({
  type: 'text',
  version: 1,
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
})
const base = { version: 1, direction: 'ltr', format: '', indent: 0 }

/** Blocks → Lexical: "## " heading, consecutive "- " lines one bullet list, the rest paragraphs. */
export function blocksToLexical(blocks: string[]) {
  const doc = paragraphsToLexical([])
  const children = doc.root.children
  for (const block of blocks) {
    if (block.startsWith('## ')) {
      children.push({ ...base, type: 'heading', tag: 'h2', children: [text(block.slice(3))] })
    } else if (block.startsWith('- ')) {
      const last = children.at(-1)
      const item = { ...base, type: 'listitem', value: 1, children: [text(block.slice(2))] }
      if (last?.type === 'list') {
        const items = last.children as unknown[]
        items.push({ ...item, value: items.length + 1 })
      } else {
        children.push({
          ...base,
          type: 'list',
          listType: 'bullet',
          tag: 'ul',
          start: 1,
          children: [item],
        })
      }
    } else {
      children.push(paragraphsToLexical([block]).root.children[0]!)
    }
  }
  return doc
}

export async function seedPages(payload: Payload) {
  for (const page of pagesContent) {
    const found = await payload.count({
      collection: 'pages',
      where: { path: { equals: page.path } },
      overrideAccess: true,
    })
    if (found.totalDocs > 0) continue
    await payload.create({
      collection: 'pages',
      data: {
        title: page.title,
        path: page.path,
        summary: page.summary,
        content: blocksToLexical(page.blocks) as never,
        mapEmbedUrl: page.mapEmbedUrl,
        _status: 'published',
      },
      overrideAccess: true,
      context: seedContext(),
    })
  }
}
