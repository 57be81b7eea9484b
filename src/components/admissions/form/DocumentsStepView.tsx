import type { Application } from '@/payload-types'
import { DocumentsStep } from '../DocumentsStep'
import { StepForm } from './StepForm.client'

/**
 * Step 4, Berkas: each document is uploaded and saved on its own (DocumentsStep), then the same
 * save-and-move buttons as the other steps record where the applicant is.
 */
export function DocumentsStepView({
  application,
  requiresSkck,
}: {
  application: Application
  requiresSkck: boolean
}) {
  return (
    <div className="grid gap-8">
      <DocumentsStep application={application} requiresSkck={requiresSkck} />
      <StepForm step={4} initialValues={{}} refusals={{}}>
        {null}
      </StepForm>
    </div>
  )
}
