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
  summary: string
  image?: ImageData
}

export type CareerList = {
  items: CareerCard[]
  page: number
  totalPages: number
  totalDocs: number
}

export type CareerDetail = CareerCard & { description: unknown; applyUrl: string | null }
