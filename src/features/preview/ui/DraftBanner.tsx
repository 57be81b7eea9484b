import { LivePreviewRefresh } from './LivePreviewRefresh.client'

/** Shown on a page rendered in draft preview, so an editor never mistakes it for the live page. */
export function DraftBanner({ path }: { path: string }) {
  return (
    <div
      role="status"
      className="bg-accent-400 px-4 py-2 text-center font-semibold text-brand-950"
      data-testid="draft-banner"
    >
      Pratinjau draf — belum tentu sudah diterbitkan.{' '}
      <a href={`/api/preview/exit?ke=${encodeURIComponent(path)}`} className="underline">
        Keluar dari pratinjau
      </a>
      <LivePreviewRefresh />
    </div>
  )
}
