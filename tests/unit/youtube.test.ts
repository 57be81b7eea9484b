import { describe, expect, it } from 'vitest'
import {
  validateYouTubeUrl,
  YOUTUBE_URL_MESSAGE,
  youTubeEmbed,
  youTubeVideoId,
} from '@/lib/youtube'

const ACCEPTED = [
  ['https://www.youtube.com/watch?v=Lab4iUTB2026', 'Lab4iUTB2026'],
  ['https://youtube.com/watch?v=UTBtur2026', 'UTBtur2026'],
  ['https://youtu.be/abcdef123', 'abcdef123'],
  ['https://www.youtu.be/abc-de_f', 'abc-de_f'],
  ['https://youtu.be/abcdef123?t=42', 'abcdef123'],
  ['https://www.youtube.com/watch?v=abcdef&list=PL1', 'abcdef'],
] as const

const REFUSED = [
  'http://www.youtube.com/watch?v=Lab4iUTB2026', // not https
  'https://evil.example/watch?v=abcdef123',
  'https://www.youtube.com.evil.example/watch?v=abcdef123',
  'https://m.youtube.com/watch?v=abcdef123',
  'https://www.youtube.com/watch?list=PL1&v=abcdef123', // v= must come first
  'https://www.youtube.com/@utbofficial',
  'https://youtu.be/abc12', // an id is at least 6 characters
  'https://youtu.be/"><script>', // no id characters at all
  'youtube.com/watch?v=abcdef123',
  '',
]

describe('YouTube links (news videos, the home page campus tour)', () => {
  it.each(ACCEPTED)('reads the video id of %s', (url, id) => {
    expect(youTubeVideoId(url)).toBe(id)
    expect(youTubeEmbed(url)).toBe(`https://www.youtube-nocookie.com/embed/${id}`)
    expect(validateYouTubeUrl(url, { required: true })).toBe(true)
  })

  it.each(REFUSED)('refuses %j', (url) => {
    expect(youTubeVideoId(url)).toBeUndefined()
    expect(youTubeEmbed(url)).toBeUndefined()
    expect(validateYouTubeUrl(url, { required: true })).toBe(YOUTUBE_URL_MESSAGE)
  })

  it('turns watch and short links into embed URLs and refuses other hosts', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/'
    expect(youTubeEmbed('https://www.youtube.com/watch?v=Lab4iUTB2026')).toBe(
      `${embed}Lab4iUTB2026`,
    )
    expect(youTubeEmbed('https://youtu.be/abcdef123')).toBe(`${embed}abcdef123`)
    expect(youTubeEmbed('https://evil.example/watch?v=abcdef123')).toBeUndefined()
  })

  it('leaves an empty optional field alone and asks for a link in a required one', () => {
    for (const empty of [undefined, null, '']) {
      expect(validateYouTubeUrl(empty)).toBe(true)
      expect(validateYouTubeUrl(empty, { required: true })).toBe(YOUTUBE_URL_MESSAGE)
    }
    expect(validateYouTubeUrl('https://evil.example/v')).toBe(YOUTUBE_URL_MESSAGE)
    expect(validateYouTubeUrl(42, { required: false })).toBe(YOUTUBE_URL_MESSAGE)
  })
})
