'use client'

import Link from 'next/link'
import { createContext, useContext, useState } from 'react'
import { useKeptFormAction } from '@/components/forms/use-kept-form-action'
import { saveStepAction } from '@/features/admissions/form/actions'
import { ErrorLinks } from './ErrorLinks'
import {
  FIELD_LABELS,
  fieldId,
  stepHref,
  type FieldErrors,
  type FieldName,
  type FormValues,
  type StepNumber,
  type StepState,
} from '@/features/admissions/form/fields'

type FieldContext = { values: FormValues; errors: FieldErrors }
const FormFields = createContext<FieldContext>({ values: {}, errors: {} })
/** The values and messages the field components read, for a form other than the step form. */
export const FieldValues = FormFields

/** A field's saved or typed value and its message, with the ids that tie them together. */
export function useField(name: string) {
  const { values, errors } = useContext(FormFields)
  const id = fieldId(name)
  const error = errors[name]
  return {
    id,
    value: values[name] ?? '',
    error,
    errorId: `${id}-pesan`,
    invalid: error ? true : undefined,
  }
}

const labelOf = (name: string) => FIELD_LABELS[name as FieldName] ?? name

/**
 * One step of the multi-step form: a real <form> posting to the step's server action, which
 * saves on the server and moves on. When it does not move on, what the applicant typed stays in
 * the fields (the answer carries it back), each message sits under its field, and a summary at
 * the top takes the focus.
 */
export function StepForm({
  step,
  initialValues,
  refusals,
  children,
}: {
  step: StepNumber
  initialValues: FormValues
  /** Saved answers that a requirement of the track refuses, shown on load. */
  refusals: FieldErrors
  children: React.ReactNode
}) {
  const [goingBack, setGoingBack] = useState(false)
  const { state, formAction, pending, submit, summary } = useKeptFormAction(
    saveStepAction,
    { status: 'idle' } as StepState,
    (submitter) =>
      setGoingBack(submitter instanceof HTMLButtonElement && submitter.value === 'kembali'),
  )
  const values = state.status === 'idle' ? initialValues : state.values
  const errors =
    state.status === 'invalid'
      ? state.errors
      : state.status === 'ineligible'
        ? state.refusals
        : state.status === 'idle'
          ? refusals
          : {}

  return (
    <FormFields value={{ values, errors }}>
      {state.status === 'invalid' || state.status === 'refused' ? (
        <div
          ref={summary}
          tabIndex={-1}
          className="mb-6 rounded-xl border-2 border-red-700 bg-red-50 p-5 text-red-950"
          data-testid="form-errors"
        >
          <h2 className="text-lg font-bold">{state.message}</h2>
          {state.status === 'invalid' ? (
            <ErrorLinks errors={state.errors} labelOf={labelOf} />
          ) : null}
          {state.status === 'invalid' && state.back ? (
            <p className="mt-3">
              Atau{' '}
              <Link
                href={stepHref((step - 1) as StepNumber)}
                className="font-semibold underline underline-offset-2"
              >
                kembali ke langkah {step - 1} tanpa menyimpan perubahan di langkah ini
              </Link>
              .
            </p>
          ) : null}
        </div>
      ) : null}
      {state.status === 'ineligible' ||
      (state.status === 'idle' && Object.keys(refusals).length) ? (
        <Refusals
          ref={state.status === 'ineligible' ? summary : undefined}
          refusals={state.status === 'ineligible' ? state.refusals : refusals}
          next={state.status === 'ineligible' ? state.next : null}
        />
      ) : null}
      <form action={formAction} onSubmit={submit} noValidate className="grid gap-6">
        <input type="hidden" name="langkah" value={step} />
        {children}
        <StepButtons step={step} pending={pending} goingBack={goingBack} />
      </form>
    </FormFields>
  )
}

/**
 * Requirements of the track the saved answers do not meet: the data is kept, the applicant sees
 * why it will be refused.
 */
function Refusals({
  refusals,
  next,
  ref,
}: {
  refusals: FieldErrors
  next: StepNumber | null
  ref?: React.Ref<HTMLDivElement>
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="mb-6 rounded-xl border-2 border-amber-600 bg-amber-50 p-5 text-amber-950"
      data-testid="form-refusals"
    >
      <h2 className="text-lg font-bold">
        {next
          ? 'Data tersimpan, tetapi persyaratan jalur ini belum terpenuhi'
          : 'Persyaratan jalur ini belum terpenuhi'}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {Object.entries(refusals).map(([name, message]) => (
          <li key={name}>
            <a href={`#${fieldId(name)}`} className="font-medium underline underline-offset-2">
              {message}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-3">
        Formulir baru dapat dikirim setelah semua persyaratan terpenuhi. Anda tetap dapat melengkapi
        langkah lainnya.
      </p>
      {next ? (
        <Link
          href={stepHref(next)}
          className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          Lanjut ke langkah {next}
        </Link>
      ) : null}
    </div>
  )
}

/** The primary button first, so Enter in a field saves and moves on. */
function StepButtons({
  step,
  pending,
  goingBack,
}: {
  step: StepNumber
  pending: boolean
  goingBack: boolean
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-brand-100 pt-6">
      <button
        type="submit"
        name="arah"
        value="lanjut"
        disabled={pending}
        aria-busy={pending && !goingBack}
        className={
          'inline-flex min-h-11 items-center gap-2 rounded-lg ' +
          'bg-brand-800 px-6 font-semibold text-white ' +
          'hover:bg-brand-900 disabled:cursor-wait disabled:opacity-75'
        }
      >
        {pending && !goingBack ? (
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-3 border-white/40 border-t-white"
          />
        ) : null}
        {pending && !goingBack ? 'Menyimpan…' : 'Simpan dan lanjut'}
      </button>
      {step > 1 ? (
        <button
          type="submit"
          name="arah"
          value="kembali"
          disabled={pending}
          aria-busy={pending && goingBack}
          className={
            'inline-flex min-h-11 items-center rounded-lg border-2 ' +
            'border-brand-800 px-6 font-semibold text-brand-800 ' +
            'hover:bg-brand-50 disabled:cursor-wait disabled:opacity-75'
          }
        >
          {pending && goingBack ? 'Menyimpan…' : 'Kembali'}
        </button>
      ) : null}
    </div>
  )
}
