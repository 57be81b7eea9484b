'use client'

import type { ReviewItem } from '@/features/admissions/application/review-queue'
import { FilePreview } from './FilePreview'
import { QueueNav } from './QueueNav'
import { ScheduleTests } from './ScheduleTests.client'
import { box, useQueue } from './use-queue'

/**
 * Submitted forms, one at a time with their documents inline (previous/next), beside the bulk
 * test scheduling. The pipeline has no document-review status (submitted → test scheduled), so
 * reviewing the documents ends in scheduling the test.
 */
export function DocumentQueue({ items: initial, api }: { items: ReviewItem[]; api: string }) {
  const queue = useQueue(initial)
  const item = queue.current
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <QueueNav queue={queue} notice="" />
      <div
        style={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
        }}
      >
        {item ? (
          <article
            aria-labelledby="review-current"
            data-testid="document-review"
            style={{ ...box, display: 'grid', gap: 12 }}
          >
            <h2 id="review-current" style={{ margin: 0 }}>
              {item.name}
            </h2>
            <p style={{ margin: 0 }}>
              {item.track} · {item.email} · dikirim {item.submittedAt || '—'}
            </p>
            {item.documents.length ? (
              item.documents.map((file) => (
                <FilePreview key={file.url} file={file} owner={item.name} />
              ))
            ) : (
              <p style={{ margin: 0 }}>Belum ada berkas.</p>
            )}
          </article>
        ) : (
          <p data-testid="queue-empty">Tidak ada formulir yang menunggu jadwal tes.</p>
        )}
        <ScheduleTests items={queue.items} api={api} onScheduled={queue.remove} />
      </div>
    </div>
  )
}
