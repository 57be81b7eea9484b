import type { CareerCard } from '@/features/career/types'

/** Posted date, deadline, a training's dates and location as a description list (cards and detail share it). */
export function CareerMeta({ post }: { post: CareerCard }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-muted">Diunggah</dt>
      <dd>
        <time dateTime={post.date}>{post.dateText}</time>
      </dd>
      <dt className="text-muted">Batas pendaftaran</dt>
      <dd>
        {post.deadline ? (
          <time dateTime={post.deadline}>{post.deadlineText}</time>
        ) : (
          'Tidak ditentukan'
        )}
      </dd>
      {post.eventStart ? (
        <>
          <dt className="text-muted">Pelaksanaan</dt>
          <dd>
            <time dateTime={post.eventStart}>{post.eventText}</time>
          </dd>
        </>
      ) : null}
      {post.location ? (
        <>
          <dt className="text-muted">Lokasi</dt>
          <dd>{post.location}</dd>
        </>
      ) : null}
    </dl>
  )
}
