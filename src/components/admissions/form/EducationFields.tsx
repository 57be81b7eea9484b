import { EDUCATION_OPTIONS } from '@/features/admissions/eligibility'
import { FIELD_LABELS } from '@/features/admissions/form-fields'
import { RadioField, SelectField, TextField, YES_NO } from './fields.client'

/** Step 2, Pendidikan dan persyaratan: school, parent or guardian, and the declarations of §5 as yes/no questions. */
export function EducationFields() {
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
          <TextField name="schoolName" label="Nama sekolah" maxLength={150} />
          <TextField
            name="graduationYear"
            label="Tahun lulus"
            inputMode="numeric"
            maxLength={4}
            hint="Empat angka, misalnya 2026. Isi tahun perkiraan lulus bila belum lulus."
          />
        </div>
      </fieldset>
      <fieldset className="grid gap-6">
        <legend className="mb-2 text-lg font-bold text-brand-900">Orang tua atau wali</legend>
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField name="parentName" label="Nama orang tua/wali" maxLength={100} />
          <TextField
            name="parentPhone"
            label="Nomor HP orang tua/wali"
            type="tel"
            inputMode="tel"
            maxLength={20}
            hint="Contoh: 0812 3456 7890"
          />
        </div>
      </fieldset>
      <fieldset className="grid gap-6">
        <legend className="mb-2 text-lg font-bold text-brand-900">Pernyataan</legend>
        <p className="-mt-2 text-muted">
          Jawab dengan jujur. Jawaban Anda diperiksa kembali pada tes kesehatan dan berkas asli.
        </p>
        <RadioField name="colourBlind" label={FIELD_LABELS.colourBlind} options={YES_NO} />
        <RadioField
          name="hasSkck"
          label={FIELD_LABELS.hasSkck}
          options={YES_NO}
          hint="SKCK diterbitkan oleh kepolisian (Polres/Polsek) tempat Anda tinggal."
        />
        <RadioField
          name="healthDeclaration"
          label={FIELD_LABELS.healthDeclaration}
          options={YES_NO}
        />
      </fieldset>
    </>
  )
}
