'use client'

import { Button } from '@payloadcms/ui'
import type { useQueue } from './use-queue'

/** "n tersisa", the last action's result, and previous/next through the queue. */
export function QueueNav({
  queue,
  notice,
}: {
  queue: ReturnType<typeof useQueue<{ id: number }>>
  notice: string
}) {
  const count = queue.items.length
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      <p role="status" style={{ margin: 0, flex: '1 1 240px' }}>
        {notice ? `${notice} ` : ''}
        <strong data-testid="queue-remaining">{count} tersisa</strong>
      </p>
      {count > 1 ? (
        <>
          <span>
            Pendaftaran {queue.index + 1} dari {count}
          </span>
          <Button
            buttonStyle="secondary"
            size="small"
            margin={false}
            disabled={queue.index === 0}
            onClick={queue.previous}
          >
            Sebelumnya
          </Button>
          <Button
            buttonStyle="secondary"
            size="small"
            margin={false}
            disabled={queue.index >= count - 1}
            onClick={queue.next}
          >
            Berikutnya
          </Button>
        </>
      ) : null}
    </div>
  )
}
