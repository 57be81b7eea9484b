import { Quote } from 'lucide-react'
import { Img } from '@/components/media/Img'
import type { TestimonialCard } from '@/features/alumni/types'

/** One alumni story: photo (or initials), the story, name, programme and year, current job. */
export function TestimonialCardItem({ item }: { item: TestimonialCard }) {
  return (
    <figure
      data-testid="testimonial-card"
      className="flex h-full flex-col rounded-xl border border-brand-100 bg-white p-5 shadow-sm"
    >
      <Quote aria-hidden="true" className="size-7 text-accent-500" />
      <blockquote className="mt-3 flex-1 leading-relaxed text-ink">
        <p>{item.quote}</p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3 border-t border-brand-100 pt-4">
        {item.photo ? (
          <Img
            src={item.photo.url}
            alt={item.photo.alt}
            width={item.photo.width}
            height={item.photo.height}
            sizes="56px"
            className="size-14 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className={
              'flex size-14 shrink-0 items-center justify-center ' +
              'rounded-full bg-brand-100 text-lg font-bold text-brand-800'
            }
          >
            {item.initials}
          </span>
        )}
        <span className="min-w-0">
          <span className="block font-bold text-brand-900">{item.name}</span>
          <span className="block text-sm text-muted">
            {item.programme ? `${item.programme} · ` : ''}Lulus {item.graduationYear}
          </span>
          <span className="block text-sm font-medium text-brand-700">{item.occupation}</span>
        </span>
      </figcaption>
    </figure>
  )
}
