import Link from 'next/link'
import { DownloadLink } from '@/components/DownloadLink'
import { birthDayOf } from '@/features/admissions/form/field-rules'
import { resolveApplicantFiles } from '@/features/admissions/uploads/files.load'
import { UPLOAD_KIND_LABELS } from '@/features/admissions/uploads/kinds'
import type { FormValues } from '@/features/admissions/form/fields'
import { formatDate, formatDateTime, formatRupiah } from '@/lib/format'
import type { Reregistration } from '@/payload-types'
import type { ReregistrationView as View } from '../applicant'
import type { TuitionPaymentSlot } from '../types'
import { isComplete } from '../rules'
import { REREGISTRATION_STATUS_LABELS } from '../vocabulary'
import { FinalDiploma } from './FinalDiploma'
import { ReregistrationForm } from './ReregistrationForm.client'
import { SendForm } from './SendForm.client'

const box = 'rounded-2xl border p-5'

/** The saved answers as the form's values (every one a string). */
function valuesOf(record: Reregistration): FormValues {
  const d = record.data ?? {}
  return {
    nik: d.nik ?? '',
    nisn: d.nisn ?? '',
    birthPlace: d.birthPlace ?? '',
    birthDate: birthDayOf(d.birthDate),
    religion: d.religion ?? '',
    motherName: d.motherName ?? '',
    address: d.address ?? '',
    village: d.village ?? '',
    district: d.district ?? '',
    city: d.city ?? '',
    postalCode: d.postalCode ?? '',
    fatherName: d.father?.name ?? '',
    fatherEducation: d.father?.education ?? '',
    fatherOccupation: d.father?.occupation ?? '',
    fatherIncome: d.father?.income ?? '',
    motherEducation: d.mother?.education ?? '',
    motherOccupation: d.mother?.occupation ?? '',
    motherIncome: d.mother?.income ?? '',
    specialNeeds: d.specialNeeds ?? '',
    financing: d.financing ?? '',
    instalmentCount: String(record.instalmentCount ?? 1),
  }
}

function Check({ done, children }: { done: boolean; children: React.ReactNode }) {
  return (
    <li className="flex gap-2">
      <span aria-hidden="true" className={done ? 'text-green-800' : 'text-red-800'}>
        {done ? '✓' : '✗'}
      </span>
      <span>
        <span className="sr-only">{done ? 'Sudah: ' : 'Belum: '}</span>
        {children}
      </span>
    </li>
  )
}

/** The applicant's re-registration: where it stands, what is missing, the form and the fee. */
export async function ReregistrationView({
  applicantId,
  view,
  nim,
  notice,
  tuitionPayment,
}: {
  applicantId: number
  view: View
  /** The student number, once approved. */
  nim: string | null
  notice: { saved: boolean; sent: boolean; payment?: string }
  tuitionPayment: TuitionPaymentSlot
}) {
  const { record, instalments, missing, editable, lapsed } = view
  const total = record.feeTotal ?? null
  const choices = Array.from({ length: view.allowedInstalments }, (_, i) => i + 1).map((n) => ({
    value: String(n),
    label:
      n === 1
        ? `Lunas sekaligus${total ? ` — ${formatRupiah(total)}` : ''}`
        : `${n} kali cicilan${total ? ` — mulai ${formatRupiah(Math.floor(total / n / 1000) * 1000)}` : ''}`,
  }))
  const { diploma } = await resolveApplicantFiles({ diploma: record.finalDiploma })
  const payment = await tuitionPayment({
    applicantId,
    reregistrationId: record.id,
    instalments,
    payable: record.status !== 'withdrawn' && !lapsed,
    notice: notice.payment,
  })
  return (
    <div className="my-8 grid gap-6" data-testid="reregistration">
      <section
        className={`${box} border-brand-100 bg-brand-50`}
        aria-labelledby="status-daftar-ulang"
      >
        <h2 id="status-daftar-ulang" className="text-xl font-semibold text-brand-900">
          Status daftar ulang:{' '}
          <span data-testid="reregistration-status">
            {REREGISTRATION_STATUS_LABELS[record.status]}
          </span>
        </h2>
        <p className="mt-2">
          Batas daftar ulang: <strong>{formatDateTime(record.deadline)}</strong>
        </p>
        {notice.saved ? (
          <p role="status" className="mt-2 font-medium">
            Data daftar ulang disimpan.
          </p>
        ) : null}
        {notice.sent ? (
          <p role="status" className="mt-2 font-medium">
            Daftar ulang dikirim. Panitia akan memeriksanya dan memberi kabar melalui email.
          </p>
        ) : null}
        {record.status === 'returned' && record.returnReason ? (
          <p
            className="mt-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-3"
            data-testid="return-reason"
          >
            Dikembalikan panitia: {record.returnReason}
          </p>
        ) : null}
        {record.status === 'withdrawn' ? (
          <p className="mt-3">
            Daftar ulang ditutup karena batasnya terlewati. Bila ini keliru, hubungi panitia
            penerimaan.
          </p>
        ) : null}
        {nim ? (
          <div className="mt-4" data-testid="student-number">
            <p>
              Nomor Induk Mahasiswa (NIM):{' '}
              <strong className="text-2xl tracking-wider">{nim}</strong>
            </p>
            <DownloadLink
              href="/api/pendaftar/ktm"
              className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
              data-testid="ktm-download"
            >
              Unduh Kartu Tanda Mahasiswa (PDF)
            </DownloadLink>
          </div>
        ) : null}
      </section>

      {editable && !lapsed ? (
        <section className={`${box} border-gray-300`} aria-labelledby="syarat">
          <h2 id="syarat" className="text-xl font-semibold text-brand-900">
            Yang harus dilengkapi
          </h2>
          <ul className="mt-3 space-y-2" data-testid="reregistration-checklist">
            <Check done={missing.data.length === 0}>
              Data mahasiswa lengkap
              {missing.data.length ? ` (belum: ${missing.data.join(', ')})` : ''}
            </Check>
            <Check done={!missing.statement}>Surat pernyataan disetujui</Check>
            <Check done={missing.firstInstalmentPaid}>
              Cicilan pertama biaya semester pertama lunas
            </Check>
            <Check done={!missing.finalDiploma}>{UPLOAD_KIND_LABELS.final_diploma} diunggah</Check>
          </ul>
          <SendForm ready={isComplete(missing)} />
        </section>
      ) : null}

      <FinalDiploma file={diploma} editable={editable && !lapsed} />

      {editable && !lapsed ? (
        <section aria-labelledby="data-daftar-ulang">
          <h2 id="data-daftar-ulang" className="mb-4 text-xl font-semibold text-brand-900">
            Data mahasiswa
          </h2>
          <ReregistrationForm
            initialValues={valuesOf(record)}
            instalmentChoices={choices}
            planLocked={instalments.some((i) => i.paid)}
            statementAgreedOn={
              record.statementAgreedAt ? formatDate(record.statementAgreedAt) : null
            }
          />
        </section>
      ) : null}

      <div className={`${box} grid gap-3 border-gray-300`}>
        {payment}
        {total === null ? (
          <p>
            Biaya semester pertama untuk program studi Anda belum ditetapkan. Hubungi panitia
            penerimaan.
          </p>
        ) : (
          <p className="text-muted">
            Jumlah {formatRupiah(total)}: uang pangkal, biaya kuliah dan praktikum semester pertama,
            dibayar dalam {record.instalmentCount ?? 1} kali. Simpan pilihan cicilan di atas sebelum
            membayar cicilan pertama.
          </p>
        )}
      </div>
      <p>
        <Link href="/daftar" className="font-semibold text-brand-800 underline underline-offset-2">
          Kembali ke dasbor pendaftaran
        </Link>
      </p>
    </div>
  )
}
