import { TrackPage } from '@/components/registration/TrackPage'
import { pageMetadata } from '@/features/shell/metadata'

export const generateMetadata = () => pageMetadata('/daftar/daftar-reguler')

export default function Page({ searchParams }: { searchParams: Promise<{ galat?: string }> }) {
  return <TrackPage track="reguler" searchParams={searchParams} />
}
