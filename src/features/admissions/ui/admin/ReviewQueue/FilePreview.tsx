import type { ReviewFile } from '@/features/admissions/application/review-queue'

/**
 * An applicant's file shown inline: an image as <img>, a PDF in a titled frame, each with a link
 * to open or download it. Both load through the access-checked file route (audited there).
 */
export function FilePreview({ file, owner }: { file: ReviewFile; owner: string }) {
  const name = `${file.label} ${owner}`
  return (
    <figure style={{ margin: 0, display: 'grid', gap: 8 }}>
      {file.isPdf ? (
        <iframe
          src={file.url}
          title={`${name} (PDF)`}
          style={{ width: '100%', height: '70vh', border: '1px solid var(--theme-elevation-150)' }}
        />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- a private file, never optimised
        <img
          src={file.url}
          alt={name}
          style={{
            maxWidth: '100%',
            maxHeight: '70vh',
            objectFit: 'contain',
            justifySelf: 'start',
          }}
        />
      )}
      <figcaption>
        {file.label}:{' '}
        <a
          href={file.url}
          target="_blank"
          rel="noopener"
          download={file.isPdf ? file.filename : undefined}
        >
          {file.isPdf ? `Unduh ${file.filename}` : `Buka ${file.filename} di tab baru`}
        </a>
      </figcaption>
    </figure>
  )
}
