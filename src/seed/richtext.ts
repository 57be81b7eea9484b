/**
 * Plain paragraphs → Payload's Lexical JSON (root → paragraph → text), so seed content can be
 * written as ordinary strings. Shared by every seed piece that fills a richText field.
 */
export type LexicalDoc = {
  root: {
    type: 'root'
    children: { type: string; version: number; [k: string]: unknown }[]
    direction: 'ltr'
    format: ''
    indent: 0
    version: 1
  }
}

const textNode = (text: string) => ({
  type: 'text',
  version: 1,
  text,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
})

export function paragraphsToLexical(paragraphs: string[]): LexicalDoc {
  return {
    root: {
      type: 'root',
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
      children: paragraphs.map((p) => ({
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        textStyle: '',
        children: [textNode(p)],
      })),
    },
  }
}
