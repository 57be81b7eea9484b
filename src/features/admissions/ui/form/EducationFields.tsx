import { EDUCATION_OPTIONS } from '@/features/admissions/tracks/eligibility'
import { FIELD_LABELS } from '@/features/admissions/form/fields'
import { YES_NO_OPTIONS } from '@/features/admissions/form/field-rules'
import { GUARDIAN_MESSAGES } from '@/features/privacy/messages'
import { RadioField, SelectField, TextField } from './fields.client'

/**
 * Step 2, Pendidikan dan persyaratan: school, parent or guardian, and the declarations the
 * tracks require, as yes/no questions.
 */
export function EducationFields({ referenceDate }: { referenceDate: string }) {
  return (
    <>
      <fieldset className="grid gap-6">
        <legend className="mb-2 text-lg font-bold text-brand-900">Pendidikan terakhir</legend>
        <SelectField
          name="education"
          label="Jenjang pendidikan terakhir"
          options={EDUCATION_OPTIONS}
          placeholder="Pilih jenjang…"
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField name="schoolName" label={FIELD_LABELS.schoolName} maxLength={150} />
          <TextField
            name="graduationYear"
            label={FIELD_LABELS.graduationYear}
            inputMode="numeric"
            maxLength={4}
            hint="Empat angka, misalnya 2026. Isi tahun perkiraan lulus bila belum lulus."
          />
        </div>
      </fieldset>
      <fieldset className="grid gap-6">
        <legend className="mb-2 text-lg font-bold text-brand-900">Orang tua atau wali</legend>
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField name="parentName" label={FIELD_LABELS.parentName} maxLength={100} />
          <TextField
            name="parentPhone"
            label={FIELD_LABELS.parentPhone}
            type="tel"
            inputMode="tel"
            maxLength={20}
            hint="Contoh: 0812 3456 7890"
          />
        </div>
        <RadioField
          name="guardianConsent"
          label={FIELD_LABELS.guardianConsent}
          options={YES_NO_OPTIONS}
          hint={GUARDIAN_MESSAGES.hint(referenceDate)}
        />
      </fieldset>
      <fieldset className="grid gap-6">
        <legend className="mb-2 text-lg font-bold text-brand-900">Pernyataan</legend>
        <p className="-mt-2 text-muted">
          Jawab dengan jujur. Jawaban Anda diperiksa kembali pada tes kesehatan dan berkas asli.
        </p>
        <RadioField name="colourBlind" label={FIELD_LABELS.colourBlind} options={YES_NO_OPTIONS} />
        <RadioField
          name="hasSkck"
          label={FIELD_LABELS.hasSkck}
          options={YES_NO_OPTIONS}
          hint="SKCK diterbitkan oleh kepolisian (Polres/Polsek) tempat Anda tinggal."
        />
        <RadioField
          name="healthDeclaration"
          label={FIELD_LABELS.healthDeclaration}
          options={YES_NO_OPTIONS}
        />
      </fieldset>
    </>
  )
}
