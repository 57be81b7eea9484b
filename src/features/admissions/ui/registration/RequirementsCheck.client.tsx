'use client'

import { useActionState, useEffect, useRef } from 'react'
import {
  checkRequirementsAction,
  type RequirementsState,
} from '@/features/admissions/tracks/actions'
import {
  GENDER_OPTIONS,
  HEIGHT_CM,
  YES,
  YES_NO_OPTIONS,
} from '@/features/admissions/form/field-rules'
import { REQUIREMENT_FIELDS, type Requirement } from '@/features/admissions/tracks/eligibility'

type Option = { label: string; value: string }
export type RequirementsCheckProps = {
  requirements: Requirement[]
  initial: Record<string, string>
  educationOptions: Option[]
  ageHint: string
  minHeightCm: number
}

const input =
  'mt-1 block w-full min-h-11 rounded-lg border border-gray-400 bg-white ' +
  'px-3 text-ink focus-visible:outline-3 aria-[invalid=true]:border-red-700'

/** "Persyaratan utama": the requirement questions of this track, checked on the server as soon as they are sent. */
export function RequirementsCheck({
  requirements,
  initial,
  educationOptions,
  ageHint,
  minHeightCm,
}: RequirementsCheckProps) {
  const [state, action, pending] = useActionState<RequirementsState, FormData>(
    checkRequirementsAction,
    {
      values: initial,
      problems: [],
      fieldErrors: {},
      saved: false,
    },
  )
  const result = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (state.saved || state.message) result.current?.focus()
  }, [state])
  const v = state.values
  const has = (r: Requirement) => requirements.includes(r)
  const errorFor = (field: string) =>
    state.fieldErrors[field] ?? state.problems.find((p) => p.field === field)?.message
  const described = (field: string) =>
    errorFor(field) ? { 'aria-invalid': true, 'aria-describedby': `${field}-galat` } : {}
  const error = (field: string) =>
    errorFor(field) ? (
      <p id={`${field}-galat`} className="mt-1 text-sm font-medium text-red-800">
        {errorFor(field)}
      </p>
    ) : null
  const yesNo = (name: string, legend: string) => (
    <fieldset className="mt-5" {...described(name)}>
      <legend className="font-medium text-ink">{legend}</legend>
      <div className="mt-2 flex gap-6">
        {YES_NO_OPTIONS.map(({ value, label }) => (
          <label key={value} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={name}
              value={value}
              defaultChecked={v[name] === value}
              className="size-5"
            />
            {label}
          </label>
        ))}
      </div>
      {error(name)}
    </fieldset>
  )

  return (
    <form key={state.version ?? 0} action={action} className="mt-4" noValidate>
      <input
        type="hidden"
        name="_fields"
        value={requirements.map((r) => REQUIREMENT_FIELDS[r]).join(',')}
      />
      {has('gender') ? (
        <fieldset className="mt-5" {...described('gender')}>
          <legend className="font-medium text-ink">Jenis kelamin</legend>
          <div className="mt-2 flex gap-6">
            {GENDER_OPTIONS.map(({ value, label }) => (
              <label key={value} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="gender"
                  value={value}
                  defaultChecked={v.gender === value}
                  className="size-5"
                />
                {label}
              </label>
            ))}
          </div>
          {error('gender')}
        </fieldset>
      ) : null}
      {has('age') ? (
        <div className="mt-5">
          <label htmlFor="birthDate" className="font-medium text-ink">
            Tanggal lahir
          </label>
          <p id="birthDate-petunjuk" className="text-sm text-muted">
            {ageHint}
          </p>
          <input
            id="birthDate"
            name="birthDate"
            type="date"
            defaultValue={v.birthDate}
            className={`${input} max-w-xs`}
            aria-invalid={errorFor('birthDate') ? true : undefined}
            aria-describedby={
              errorFor('birthDate') ? 'birthDate-petunjuk birthDate-galat' : 'birthDate-petunjuk'
            }
          />
          {error('birthDate')}
        </div>
      ) : null}
      {has('education') ? (
        <div className="mt-5">
          <label htmlFor="education" className="font-medium text-ink">
            Pendidikan terakhir
          </label>
          <select
            id="education"
            name="education"
            defaultValue={v.education ?? ''}
            className={`${input} max-w-xs`}
            {...described('education')}
          >
            <option value="">Pilih…</option>
            {educationOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          {error('education')}
        </div>
      ) : null}
      {has('height') ? (
        <div className="mt-5">
          <label htmlFor="heightCm" className="font-medium text-ink">
            Tinggi badan (cm)
          </label>
          <p id="heightCm-petunjuk" className="text-sm text-muted">
            Minimal {minHeightCm} cm.
          </p>
          <input
            id="heightCm"
            name="heightCm"
            type="number"
            inputMode="numeric"
            min={HEIGHT_CM.min}
            max={HEIGHT_CM.max}
            defaultValue={v.heightCm}
            className={`${input} max-w-[10rem]`}
            aria-invalid={errorFor('heightCm') ? true : undefined}
            aria-describedby={
              errorFor('heightCm') ? 'heightCm-petunjuk heightCm-galat' : 'heightCm-petunjuk'
            }
          />
          {error('heightCm')}
        </div>
      ) : null}
      {has('colourBlind') ? yesNo('colourBlind', 'Apakah Anda buta warna?') : null}
      {has('skck')
        ? yesNo('hasSkck', 'Apakah Anda memiliki SKCK (Surat Keterangan Catatan Kepolisian)?')
        : null}
      {has('health') ? (
        <div className="mt-5">
          <label className="inline-flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name="healthDeclaration"
              value={YES}
              defaultChecked={v.healthDeclaration === YES}
              className="size-5"
              {...described('healthDeclaration')}
            />
            Saya menyatakan sehat jasmani dan rohani.
          </label>
          {error('healthDeclaration')}
        </div>
      ) : null}
      <button
        type="submit"
        disabled={pending}
        className={
          'mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-800 px-5 ' +
          'font-semibold text-white hover:bg-brand-900 disabled:opacity-60'
        }
      >
        {pending ? 'Memeriksa…' : 'Periksa persyaratan'}
      </button>
      <div
        ref={result}
        tabIndex={-1}
        aria-live="polite"
        className="mt-4 outline-none"
        data-testid="requirements-result"
      >
        {state.message ? (
          <p className="rounded-lg bg-red-50 p-3 font-medium text-red-800">{state.message}</p>
        ) : null}
        {state.saved && state.problems.length === 0 ? (
          <p className="rounded-lg bg-green-50 p-3 font-medium text-green-900">
            Anda memenuhi persyaratan utama jalur ini. Lanjutkan ke pembayaran.
          </p>
        ) : null}
        {state.saved && state.problems.length > 0 ? (
          <div className="rounded-lg bg-red-50 p-3 text-red-900" role="alert">
            <p className="font-semibold">Anda belum memenuhi persyaratan jalur ini:</p>
            <ul className="mt-1 list-disc pl-5">
              {state.problems.map((p) => (
                <li key={p.requirement}>{p.message}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </form>
  )
}
