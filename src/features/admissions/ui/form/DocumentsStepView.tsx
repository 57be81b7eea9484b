import type { DocumentSlot } from '@/features/admissions/uploads/kinds'
import type { StoredFile } from '@/features/admissions/uploads/store'
import { DocumentsStep } from '../DocumentsStep'
import { StepForm } from './StepForm.client'

/**
 * Step 4, Berkas: each document is uploaded and saved on its own (DocumentsStep), then the same
 * save-and-move buttons as the other steps record where the applicant is.
 */
type Props = { files: Record<DocumentSlot, StoredFile | null>; requiresSkck: boolean }

export function DocumentsStepView({ files, requiresSkck }: Props) {
  return (
    <div className="grid gap-8">
      <DocumentsStep files={files} editable requiresSkck={requiresSkck} />
      <StepForm step={4} initialValues={{}} refusals={{}}>
        {null}
      </StepForm>
    </div>
  )
}
