import { campusInfoConsentAction } from '@/features/admissions/data-rights/actions'
import { YES } from '@/features/admissions/form/field-rules'
import { CONSENT_KIND_LABELS } from '@/features/privacy/messages'

/**
 * The optional consent to campus news by email/WhatsApp: not given unless the applicant asks,
 * given or withdrawn in one click (a plain form: works without JavaScript). Each click is a
 * consent record with the notice version and the time.
 */
export function CampusInfoConsent({ given }: { given: boolean }) {
  return (
    <form action={campusInfoConsentAction} className="mt-4 grid gap-3" data-testid="campus-info">
      <p data-testid="campus-info-state">
        {CONSENT_KIND_LABELS['campus-info']}:{' '}
        <strong>{given ? 'Anda menyetujui' : 'Anda tidak menyetujui'}</strong>
      </p>
      <input type="hidden" name="given" value={given ? '' : YES} />
      <div>
        <button
          type="submit"
          className={
            'inline-flex min-h-11 items-center rounded-lg border border-brand-800 px-6 ' +
            'font-semibold text-brand-800 hover:bg-brand-50'
          }
        >
          {given ? 'Tarik persetujuan' : 'Ya, kirimi saya info kegiatan kampus'}
        </button>
      </div>
    </form>
  )
}
