'use client'

import { PendingButton } from '@/components/forms/PendingButton'
import { useKeptFormAction } from '@/components/forms/use-kept-form-action'
import type { FormValues } from '@/features/admissions/form/fields'
import { RELIGIONS } from '@/features/admissions/form/fields'
import { ErrorLinks } from '@/features/admissions/ui/form/ErrorLinks'
import {
  SelectField,
  TextAreaField,
  TextField,
  type Option,
} from '@/features/admissions/ui/form/fields.client'
import { FieldValues } from '@/features/admissions/ui/form/StepForm.client'
import { saveReregistrationAction } from '../actions'
import { REREGISTRATION_FIELD_LABELS as LABELS, type ReregistrationFormState } from '../form-state'
import {
  FINANCING_LABELS,
  INCOME_LABELS,
  OCCUPATION_LABELS,
  PARENT_EDUCATION_LABELS,
  SPECIAL_NEEDS_LABELS,
  STATEMENT_TEXT,
} from '../vocabulary'

const options = (labels: Record<string, string>): Option[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))
const RELIGION_OPTIONS = RELIGIONS.map((r) => ({ value: r, label: r }))
const fieldset = 'grid gap-4 rounded-2xl border border-gray-300 p-5 sm:grid-cols-2'
const legend = 'px-1 text-lg font-semibold text-brand-900'

function Parent({ who, label }: { who: 'father' | 'mother'; label: string }) {
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>{label}</legend>
      {who === 'father' ? <TextField name="fatherName" label={LABELS.fatherName!} /> : null}
      <SelectField
        name={`${who}Education`}
        label="Pendidikan terakhir"
        options={options(PARENT_EDUCATION_LABELS)}
      />
      <SelectField
        name={`${who}Occupation`}
        label="Pekerjaan"
        options={options(OCCUPATION_LABELS)}
      />
      <SelectField
        name={`${who}Income`}
        label="Penghasilan per bulan"
        options={options(INCOME_LABELS)}
      />
    </fieldset>
  )
}

/**
 * The re-registration's data, instalment plan and statement: a real <form> posting to the save
 * action. When the save does not go through, what the applicant typed stays in the fields, each
 * message sits under its field, and a summary at the top takes the focus.
 */
export function ReregistrationForm({
  initialValues,
  instalmentChoices,
  planLocked,
  statementAgreedOn,
}: {
  initialValues: FormValues
  /** "1 kali (lunas) — Rp …", … up to what staff allow. */
  instalmentChoices: Option[]
  planLocked: boolean
  /** The date the statement was agreed to, when it was. */
  statementAgreedOn: string | null
}) {
  const { state, formAction, pending, submit, summary } = useKeptFormAction(
    saveReregistrationAction,
    { status: 'idle' } as ReregistrationFormState,
  )
  const values = state.status === 'idle' ? initialValues : state.values
  const errors = state.status === 'invalid' ? state.errors : {}

  return (
    <FieldValues value={{ values, errors }}>
      {state.status !== 'idle' ? (
        <div
          ref={summary}
          tabIndex={-1}
          className="mb-6 rounded-xl border-2 border-red-700 bg-red-50 p-5 text-red-950"
          data-testid="reregistration-errors"
        >
          <h3 className="text-lg font-bold">{state.message}</h3>
          {state.status === 'invalid' ? (
            <ErrorLinks errors={state.errors} labelOf={(name) => LABELS[name] ?? name} />
          ) : null}
        </div>
      ) : null}
      <form action={formAction} onSubmit={submit} noValidate className="grid gap-6">
        <fieldset className={fieldset}>
          <legend className={legend}>Identitas</legend>
          <TextField name="nik" label={LABELS.nik!} inputMode="numeric" maxLength={16} />
          <TextField
            name="nisn"
            label={`${LABELS.nisn} (bila ada)`}
            inputMode="numeric"
            maxLength={10}
          />
          <TextField name="birthPlace" label={LABELS.birthPlace!} />
          <TextField name="birthDate" label={LABELS.birthDate!} type="date" />
          <SelectField name="religion" label={LABELS.religion!} options={RELIGION_OPTIONS} />
          <TextField
            name="motherName"
            label={LABELS.motherName!}
            hint="Sesuai akta kelahiran; wajib untuk pelaporan ke PDDikti."
          />
        </fieldset>
        <fieldset className={fieldset}>
          <legend className={legend}>Alamat</legend>
          <div className="sm:col-span-2">
            <TextAreaField name="address" label={LABELS.address!} hint="Jalan, nomor, RT/RW." />
          </div>
          <TextField name="village" label={LABELS.village!} />
          <TextField name="district" label={LABELS.district!} />
          <TextField name="city" label={LABELS.city!} />
          <TextField
            name="postalCode"
            label={LABELS.postalCode!}
            inputMode="numeric"
            maxLength={5}
          />
        </fieldset>
        <Parent who="father" label="Ayah" />
        <Parent who="mother" label="Ibu" />
        <fieldset className={fieldset}>
          <legend className={legend}>Pembiayaan dan kebutuhan khusus</legend>
          <SelectField
            name="financing"
            label={LABELS.financing!}
            options={options(FINANCING_LABELS)}
          />
          <SelectField
            name="specialNeeds"
            label={LABELS.specialNeeds!}
            options={options(SPECIAL_NEEDS_LABELS)}
          />
          {planLocked ? (
            <p className="sm:col-span-2">
              Jumlah cicilan:{' '}
              <strong>
                {instalmentChoices.find((c) => c.value === values.instalmentCount)?.label}
              </strong>{' '}
              (tidak dapat diubah setelah pembayaran pertama).
              <input type="hidden" name="instalmentCount" value={values.instalmentCount} />
            </p>
          ) : (
            <SelectField
              name="instalmentCount"
              label={LABELS.instalmentCount!}
              options={instalmentChoices}
            />
          )}
        </fieldset>
        <fieldset className="rounded-2xl border border-gray-300 p-5">
          <legend className={legend}>Surat pernyataan</legend>
          <p className="mt-1">{STATEMENT_TEXT}</p>
          {statementAgreedOn ? (
            <p className="mt-3 font-medium" data-testid="statement-agreed">
              Disetujui pada {statementAgreedOn}.
            </p>
          ) : (
            <label className="mt-3 flex min-h-11 items-center gap-3 font-medium">
              <input
                type="checkbox"
                name="statement"
                value="ya"
                className="size-5 accent-brand-800"
              />
              Saya menyetujui surat pernyataan di atas.
            </label>
          )}
        </fieldset>
        <div>
          <PendingButton
            pending={pending}
            label="Simpan data daftar ulang"
            pendingLabel="Menyimpan…"
          />
        </div>
      </form>
    </FieldValues>
  )
}
