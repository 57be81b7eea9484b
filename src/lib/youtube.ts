/*
 * The one reading of a YouTube link: the fields that store one (news videos, the home page's
 * campus tour) accept exactly the links the pages can turn into an embed.
 */

/** A watch or short link over https; the video id is the first group. */
const YOUTUBE_URL = /^https:\/\/(?:www\.)?(?:youtube\.com\/watch\?v=|youtu\.be\/)([\w-]{6,})/

export const YOUTUBE_URL_MESSAGE = 'Masukkan tautan YouTube, mis. https://www.youtube.com/watch?v=…'

/** The video id of a YouTube watch or short link; undefined for anything else. */
export const youTubeVideoId = (url: string): string | undefined => YOUTUBE_URL.exec(url)?.[1]

/** YouTube watch or short link → privacy-friendly embed URL; undefined for anything else. */
export function youTubeEmbed(url: string): string | undefined {
  const id = youTubeVideoId(url)
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : undefined
}

/**
 * Field validator of a YouTube link. An empty optional field is fine; an empty required one, or
 * any other text, gets the message that shows what a link looks like.
 */
export function validateYouTubeUrl(
  value: unknown,
  { required }: { required?: boolean } = {},
): true | string {
  if (value === null || value === undefined || value === '')
    return required ? YOUTUBE_URL_MESSAGE : true
  return (typeof value === 'string' && youTubeVideoId(value) !== undefined) || YOUTUBE_URL_MESSAGE
}
