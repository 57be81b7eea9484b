import { TrackPage } from '@/features/admissions/ui/registration/TrackPage'
import { onlinePaymentSlot } from '@/features/payments/ui/OnlinePayment'
import { pageMetadata } from '@/features/share/page-metadata'

export const generateMetadata = () => pageMetadata('/daftar/daftar-magang')

export default function Page({
  searchParams,
}: {
  searchParams: Promise<{ galat?: string; pembayaran?: string }>
}) {
  return <TrackPage track="magang" searchParams={searchParams} onlinePayment={onlinePaymentSlot} />
}
