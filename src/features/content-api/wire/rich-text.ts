import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

/**
 * Lexical rich text → HTML for API answers (the original API served HTML descriptions), with
 * Payload's own converter. Links and images inside keep the URLs the editor stored.
 */
export function richTextHtml(content: unknown): string {
  if (!content || typeof content !== 'object' || !('root' in content)) return ''
  return convertLexicalToHTML({ data: content as SerializedEditorState, disableContainer: true })
}
