import { TrackPage } from '@/components/registration/TrackPage'
import { pageMetadata } from '@/features/shell/metadata'

export const generateMetadata = () => pageMetadata('/daftar/daftar-magang')

export default function Page({ searchParams }: { searchParams: Promise<{ galat?: string }> }) {
  return <TrackPage track="magang" searchParams={searchParams} />
}
