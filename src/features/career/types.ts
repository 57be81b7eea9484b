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
  /** When a training takes place (ISO; null when not set), and the days as id-ID text. */
  eventStart: string | null
  eventEnd: string | null
  eventText: string
  summary: string
  image?: ImageData
}

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
