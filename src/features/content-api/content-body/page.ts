import type * as z from 'zod'

/** One page of `/content-body/page/page={page name}&group=null`: its data schema and its reader. */
export type ContentBodyPage<D extends z.ZodType = z.ZodType> = {
  /** The page name as the original API writes it. */
  name: string
  summary: string
  data: D
  load: () => Promise<z.input<D>>
}

export const defineContentBodyPage = <D extends z.ZodType>(page: ContentBodyPage<D>) => page
