import { Download, FileImage, FileText } from 'lucide-react'
import type { DownloadItem } from '@/features/about/map'

const IMAGE_TYPES = new Set(['PNG', 'JPG', 'SVG'])

/**
 * Files to download: title, description, type and size, and a link straight to the file
 * (served by the CMS; `download` keeps the original file name).
 */
export function DownloadList({
  items,
  label,
  empty = 'Belum ada berkas yang dapat diunduh.',
}: {
  items: DownloadItem[]
  label: string
  empty?: string
}) {
  if (!items.length) return <p className="my-6 text-muted">{empty}</p>
  return (
    <ul aria-label={label} className="my-6 grid gap-4 md:grid-cols-2">
      {items.map((d) => {
        const Icon = IMAGE_TYPES.has(d.type) ? FileImage : FileText
        return (
          <li
            key={d.id}
            data-testid="download"
            className="flex gap-4 rounded-xl border border-brand-100 bg-white p-4 shadow-sm"
          >
            <Icon aria-hidden="true" className="size-10 shrink-0 text-brand-700" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <h3 className="font-bold text-brand-900">{d.title}</h3>
              {d.description ? <p className="text-sm text-ink">{d.description}</p> : null}
              <p className="text-sm text-muted">
                {d.type}
                {d.size ? ` · ${d.size}` : ''}
                {d.year ? ` · ${d.year}` : ''}
              </p>
              <a
                href={d.href}
                download={d.filename}
                className={
                  'mt-2 inline-flex min-h-11 w-fit items-center gap-2 rounded-lg ' +
                  'bg-brand-800 px-4 font-semibold text-white hover:bg-brand-900'
                }
              >
                <Download aria-hidden="true" className="size-4" />
                Unduh
                <span className="sr-only">
                  {' '}
                  {d.title} ({d.type}
                  {d.size ? `, ${d.size}` : ''})
                </span>
              </a>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
