import type { ImageData } from '@/features/shell/types'

/** Plain props of the news pages: never Payload documents. */
export type CategoryRef = { name: string; slug: string }
export type CategoryCount = CategoryRef & { count: number }
export type CategoryCounts = { total: number; categories: CategoryCount[] }

export type NewsCard = {
  id: number
  title: string
  href: string
  date: string
  publishedAt: string
  excerpt: string
  author: string
  category: CategoryRef
  thumbnail?: ImageData
}

export type NewsList = { items: NewsCard[]; page: number; totalPages: number; totalDocs: number }

export type NewsDetail = NewsCard & {
  /** When the article was last saved (ISO): the dateModified of its structured data. */
  updatedAt: string
  content: unknown
  images: ImageData[]
  videos: { title: string; embedUrl: string }[]
  previous?: { title: string; href: string }
  next?: { title: string; href: string }
}
