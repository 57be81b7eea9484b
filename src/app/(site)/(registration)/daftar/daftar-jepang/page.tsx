import { TrackPage } from '@/components/registration/TrackPage'
import { pageMetadata } from '@/features/shell/metadata'

export const generateMetadata = () => pageMetadata('/daftar/daftar-jepang')

export default function Page({ searchParams }: { searchParams: Promise<{ galat?: string }> }) {
  return <TrackPage track="jepang" searchParams={searchParams} />
}
