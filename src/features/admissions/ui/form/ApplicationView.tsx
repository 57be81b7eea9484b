import Link from 'next/link'
import { checkEligibility } from '@/features/admissions/tracks/eligibility'
import { FORM_STEPS, submissionProblems } from '@/features/admissions/form/submission'
import { parseStepParam, resumeStep, type StepNumber } from '@/features/admissions/form/fields'
import { stepRefusals, valuesFromApplication } from '@/features/admissions/form/steps'
import { summarySections } from '@/features/admissions/form/summary'
import { choiceNames } from '@/features/admissions/form/programme-choice'
import { loadProgrammeChoices } from '@/features/admissions/form/programme-choices.load'
import { EDITABLE_BY_APPLICANT, STATUS_LABELS } from '@/features/admissions/application/status'
import type { ApplicantApplication, TrackInfo } from '@/features/admissions/types'
import { resolveApplicantFiles } from '@/features/admissions/uploads/files.load'
import { loadWaveNotice } from '@/features/admissions/waves/notice.load'
import { formatDate } from '@/lib/format'
import { ApplicationSummary } from './ApplicationSummary'
import { DocumentsStepView } from './DocumentsStepView'
import { EducationFields } from './EducationFields'
import { PersonalFields } from './PersonalFields'
import { ProgrammeFields } from './ProgrammeFields.client'
import { ReviewStep } from './ReviewStep'
import { StepCounter } from './StepCounter'
import { StepForm } from './StepForm.client'
import { StepHeading } from './StepHeading.client'

/**
 * The applicant's application in the form: the step in the URL (?langkah=2) or, without it,
 * the step saved on the server, so the form resumes on any device. Read-only once submitted.
 */
type Props = {
  application: ApplicantApplication
  /** The application's track, with its requirements. */
  track: TrackInfo
  stepParam: unknown
  justSubmitted: boolean
}

export async function ApplicationView({ application, track, stepParam, justSubmitted }: Props) {
  const [choices, wave] = await Promise.all([
    loadProgrammeChoices(),
    loadWaveNotice(application, application.track),
  ])
  const { rules, requiresSkckDocument: requiresSkck } = track
  const status = application.status
  const values = valuesFromApplication(application)
  const sections = summarySections(application, choiceNames(choices, values), requiresSkck)

  const intro = (
    <p className="mt-2 text-lg text-muted">
      {track.name} · Periode {application.period}
      {wave.waveName ? ` · ${wave.waveName}` : ''}
    </p>
  )

  if (!EDITABLE_BY_APPLICANT.includes(status)) {
    return (
      <>
        {intro}
        {justSubmitted ? (
          <p
            role="status"
            className="mt-6 rounded-xl bg-emerald-50 p-5 font-semibold text-emerald-900"
          >
            Formulir Anda berhasil dikirim. Terima kasih!
          </p>
        ) : null}
        <section
          aria-labelledby="formulir-terkirim"
          className="mt-6 grid gap-3 rounded-xl border border-brand-100 bg-brand-50 p-5"
          data-testid="form-read-only"
        >
          <h2 id="formulir-terkirim" className="text-xl font-bold text-brand-900">
            Formulir sudah dikirim
          </h2>
          <p>
            Status pendaftaran: <strong>{STATUS_LABELS[status]}</strong>
            {application.submittedAt ? (
              <> · dikirim pada {formatDate(application.submittedAt)}</>
            ) : null}
          </p>
          <p className="text-muted">
            Data di bawah ini tidak dapat diubah lagi. Hubungi panitia bila ada data yang keliru.
          </p>
          <Link
            href="/daftar"
            className={
              'inline-flex min-h-11 w-fit items-center rounded-lg ' +
              'bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900'
            }
          >
            Ke dasbor pendaftaran
          </Link>
        </section>
        <div className="mt-8">
          <ApplicationSummary sections={sections} editable={false} />
        </div>
      </>
    )
  }

  const step: StepNumber = parseStepParam(stepParam) ?? resumeStep(application.currentStep)
  const refusals =
    step <= 2 ? stepRefusals(step, checkEligibility(application.personal, rules), values) : {}
  return (
    <>
      {intro}
      <div className="mt-8">
        <StepCounter current={step} />
      </div>
      <div key={step}>
        <StepHeading>{FORM_STEPS[step - 1]!.title}</StepHeading>
        {step === 1 ? (
          <StepForm step={1} initialValues={values} refusals={refusals}>
            <PersonalFields />
          </StepForm>
        ) : step === 2 ? (
          <StepForm step={2} initialValues={values} refusals={refusals}>
            <EducationFields referenceDate={formatDate(rules.referenceDate)} />
          </StepForm>
        ) : step === 3 ? (
          <StepForm step={3} initialValues={values} refusals={{}}>
            <p className="text-muted">
              Pilih kategori program, lalu fakultas, lalu program studi yang Anda minati.
            </p>
            <ProgrammeFields choices={choices} />
          </StepForm>
        ) : step === 4 ? (
          <DocumentsStepView
            files={await resolveApplicantFiles(application.documents)}
            requiresSkck={requiresSkck}
          />
        ) : (
          <ReviewStep
            sections={sections}
            problems={submissionProblems(application, rules, requiresSkck)}
            status={status}
            closedMessage={wave.submissionClosed}
          />
        )}
      </div>
    </>
  )
}
