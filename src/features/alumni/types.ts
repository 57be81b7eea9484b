import type { ImageData } from '@/features/shell/types'

/** Plain props of the alumni pages: never Payload documents. */

export type AlumniPageData = {
  heroTitle: string
  heroText: string
  heroImage?: ImageData
  profile: { title: string; body: unknown; image?: ImageData }
  history: { title: string; body: unknown }
  contact: {
    title: string
    text: string
    image?: ImageData
    email: string
    phone: string
    phoneHref: string
  }
}

export type TestimonialCard = {
  id: number
  name: string
  initials: string
  photo?: ImageData
  programme: string
  graduationYear: number
  occupation: string
  quote: string
}

export type TestimonialList = {
  items: TestimonialCard[]
  page: number
  totalPages: number
  totalDocs: number
}

/** A photo of an album: `image` for the grid (next/image), `srcSet` for the lightbox. */
export type GalleryPhoto = {
  id: string
  image: ImageData
  caption: string
  srcSet: { src: string; width: number; height: number }[]
}

export type GalleryAlbum = {
  id: number
  title: string
  date: string
  dateText: string
  description: string
  photos: GalleryPhoto[]
}
