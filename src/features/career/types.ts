import type { ImageData } from '@/features/shell/types'
import type { CareerType } from './format'

/** Plain props of the career centre pages: never Payload documents. */
export type CareerCard = {
  id: number
  title: string
  type: CareerType
  href: string
  organization: string
  location: string
  /** ISO dates for <time dateTime> and the status; `dateText`/`deadlineText` are id-ID. */
  date: string
  dateText: string
  deadline: string | null
  deadlineText: string
  closedEarly: boolean
  /** When and where a training takes place; null for other types and undated training. */
  event: TrainingEvent | null
  summary: string
  image?: ImageData
}

/** ISO start and end (end optional) and the id-ID text "Kamis, 10 Desember 2026 pukul 09.00–16.00 WIB". */
export type TrainingEvent = { start: string; end: string | null; text: string }

export type CareerList = {
  items: CareerCard[]
  page: number
  totalPages: number
  totalDocs: number
}

export type CareerDetail = CareerCard & {
  description: unknown
  applyUrl: string | null
  /** When the post was last saved (ISO): a post closed early was closed then at the latest. */
  updatedAt: string
}
