import { TrackPage } from '@/features/admissions/ui/registration/TrackPage'
import { onlinePaymentSlot } from '@/features/payments/ui/OnlinePayment'
import { pageMetadata } from '@/features/share/page-metadata'

export const generateMetadata = () => pageMetadata('/daftar/daftar-reguler')

export default function Page({
  searchParams,
}: {
  searchParams: Promise<{ galat?: string; pembayaran?: string }>
}) {
  return <TrackPage track="reguler" searchParams={searchParams} onlinePayment={onlinePaymentSlot} />
}
