'use client'

import type { ReactNode } from 'react'
import { useField } from './StepForm.client'

export type Option = { label: string; value: string }

export const inputClass =
  'mt-1 block w-full rounded-lg border border-gray-500 bg-white px-3 py-2.5 ' +
  'text-ink shadow-sm focus:outline-none focus:ring-3 ' +
  'focus:ring-brand-600/40 aria-invalid:border-2 aria-invalid:border-red-700'
const labelClass = 'block font-semibold text-brand-900'

const describedBy = (...ids: (string | false | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined

function Hint({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="text-sm text-muted">
      {text}
    </p>
  ) : null
}

function Message({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {text}
    </p>
  ) : null
}

type TextProps = {
  name: string
  label: string
  hint?: string
  type?: 'text' | 'date' | 'tel'
  inputMode?: 'numeric' | 'tel' | 'text'
  autoComplete?: string
  maxLength?: number
}

type Field = ReturnType<typeof useField>

/** The label, hint and error around one control; `control` gets the attributes that tie them. */
function Labelled({
  name,
  label,
  hint,
  control,
}: {
  name: string
  label: string
  hint?: string
  control: (props: ControlProps) => ReactNode
}) {
  const f = useField(name)
  const hintId = `${f.id}-petunjuk`
  return (
    <div>
      <label htmlFor={f.id} className={labelClass}>
        {label}
      </label>
      <Hint id={hintId} text={hint} />
      {control(controlProps(f, name, hint ? hintId : undefined))}
      <Message id={f.errorId} text={f.error} />
    </div>
  )
}

type ControlProps = ReturnType<typeof controlProps>

const controlProps = (f: Field, name: string, hintId: string | undefined) => ({
  id: f.id,
  name,
  defaultValue: f.value,
  'aria-invalid': f.invalid,
  'aria-describedby': describedBy(hintId, f.error && f.errorId),
  className: inputClass,
})

/** A labelled text input; the saved or typed value is its default, so a failed save keeps it. */
export function TextField({
  name,
  label,
  hint,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  maxLength,
}: TextProps) {
  return (
    <Labelled
      name={name}
      label={label}
      hint={hint}
      control={(props) => (
        <input
          {...props}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
        />
      )}
    />
  )
}

export function TextAreaField({
  name,
  label,
  hint,
  maxLength,
}: Omit<TextProps, 'type' | 'inputMode'>) {
  return (
    <Labelled
      name={name}
      label={label}
      hint={hint}
      control={(props) => (
        <textarea {...props} rows={3} maxLength={maxLength} autoComplete="street-address" />
      )}
    />
  )
}

export function SelectField({
  name,
  label,
  options,
  placeholder = 'Pilih…',
}: {
  name: string
  label: string
  options: readonly Option[]
  placeholder?: string
}) {
  return (
    <Labelled
      name={name}
      label={label}
      control={(props) => (
        <select {...props}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  )
}

/** A question answered by one of a few choices (yes/no declarations, gender). */
export function RadioField({
  name,
  label,
  options,
  hint,
}: {
  name: string
  label: string
  options: readonly Option[]
  hint?: string
}) {
  const f = useField(name)
  const hintId = `${f.id}-petunjuk`
  return (
    <fieldset
      id={f.id}
      tabIndex={-1}
      role="radiogroup"
      aria-invalid={f.invalid}
      aria-describedby={describedBy(hint && hintId, f.error && f.errorId)}
      className="focus:outline-none"
    >
      <legend className={labelClass}>{label}</legend>
      <Hint id={hintId} text={hint} />
      <div className="mt-2 flex flex-wrap gap-3">
        {options.map((o) => (
          <label
            key={o.value}
            className={
              'inline-flex min-h-11 cursor-pointer items-center gap-2 ' +
              'rounded-lg border border-gray-500 bg-white px-4 ' +
              'has-checked:border-brand-800 has-checked:bg-brand-50 ' +
              'has-focus-visible:ring-3 has-focus-visible:ring-accent-500'
            }
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              defaultChecked={f.value === o.value}
              className="size-5 accent-brand-800"
            />
            {o.label}
          </label>
        ))}
      </div>
      <Message id={f.errorId} text={f.error} />
    </fieldset>
  )
}
