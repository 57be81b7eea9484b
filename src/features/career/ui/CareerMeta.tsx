import type { CareerCard } from '@/features/career/types'

/** Posted date, deadline, a training's time and the location (cards and detail share it). */
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
      {post.event ? (
        <>
          <dt className="text-muted">Waktu pelaksanaan</dt>
          <dd>
            <time dateTime={post.event.start}>{post.event.text}</time>
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
