import type { Application } from '@/payload-types'
import { StepForm } from './StepForm.client'

/**
 * Step 4, Berkas: the uploads (photo, ID card or family card, diploma, SKCK where the track
 * requires it), then the same save-and-move buttons as the other steps.
 */
export function DocumentsStepView({ application, requiresSkck }: { application: Application; requiresSkck: boolean }) {
  return (
    <div className="grid gap-8">
      {/* TODO(issue 4): render <DocumentsStep application={application} requiresSkck={requiresSkck} /> from
          src/components/admissions/DocumentsStep.tsx once it lands with the upload route. */}
      <div className="rounded-xl border border-brand-100 bg-brand-50 p-5" data-testid="documents-pending" data-application={application.id} data-requires-skck={requiresSkck}>
        <p className="font-medium text-brand-900">Unggahan berkas sedang disiapkan.</p>
        <p className="mt-1 text-muted">
          Anda akan mengunggah pas foto, KTP atau Kartu Keluarga, ijazah atau surat keterangan lulus{requiresSkck ? ', dan SKCK' : ''} di langkah ini.
        </p>
      </div>
      <StepForm step={4} initialValues={{}} refusals={{}}>
        {null}
      </StepForm>
    </div>
  )
}
