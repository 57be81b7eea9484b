import { ConsentFrame } from '@/features/consent/ui/ConsentFrame.client'

/** A YouTube video of an article: loaded only with functional-cookie consent. */
export function VideoEmbed({ src, title }: { src: string; title: string }) {
  return (
    <ConsentFrame src={src} title={title} className="aspect-video w-full rounded-xl border-0" />
  )
}
