import { describe, expect, it } from 'vitest'
import { fixedSize } from '@/components/media/Img'

describe('images shown at one pixel width', () => {
  it('become a 1x/2x image of the displayed size with the same aspect ratio', () => {
    expect(
      fixedSize({ src: '/a.webp', alt: 'Logo', width: 64, height: 32, sizes: '44px' }),
    ).toEqual({ src: '/a.webp', alt: 'Logo', width: 44, height: 22 })
  })

  it('keep responsive sizes and images without known dimensions as they are', () => {
    const responsive = {
      src: '/a.webp',
      alt: 'Foto',
      width: 1600,
      height: 900,
      sizes: '(min-width: 1024px) 33vw, 100vw',
    }
    expect(fixedSize(responsive)).toBe(responsive)
    const unknown = { src: '/a.webp', alt: 'Foto', fill: true, sizes: '72px' }
    expect(fixedSize(unknown)).toBe(unknown)
  })
})
