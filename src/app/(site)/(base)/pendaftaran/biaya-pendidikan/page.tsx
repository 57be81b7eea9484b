import { TuitionTables } from '@/features/admissions-info/ui/TuitionTables'
import { PageIntro } from '@/components/page/PageIntro'
import { RefundRule } from '@/features/admissions/ui/RefundRule'
import { getRegistrationFee, getTuitionTables } from '@/features/admissions-info/load'
import { pageMetadata } from '@/features/share/page-metadata'
import { formatRupiah } from '@/lib/format'

const PATH = '/pendaftaran/biaya-pendidikan'
export const generateMetadata = () => pageMetadata(PATH)

export default async function Page() {
  const [tables, registration] = await Promise.all([getTuitionTables(), getRegistrationFee()])
  return (
    <PageIntro path={PATH}>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        Rincian biaya pendidikan per program studi dan jalur pendaftaran. Uang pangkal dibayar
        sekali saat daftar ulang; biaya kuliah dan praktikum dibayar setiap semester.
      </p>
      <section
        aria-labelledby="biaya-pendaftaran"
        data-testid="registration-fee"
        className="my-8 rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-6"
      >
        <h2 id="biaya-pendaftaran" className="text-xl font-bold text-brand-900">
          Biaya pendaftaran {formatRupiah(registration.fee)}
        </h2>
        <RefundRule rule={registration.refundRule} className="mt-3 max-w-3xl" />
        <p className="mt-2 max-w-3xl text-muted">
          Pembayaran melalui transfer bank ke rekening atas nama institusi; nomor rekening tercantum
          di halaman pendaftaran.
        </p>
      </section>
      <TuitionTables tables={tables} />
    </PageIntro>
  )
}
