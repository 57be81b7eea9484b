import { GENDER_OPTIONS } from '@/features/admissions/form/field-rules'
import { FIELD_LABELS, RELIGIONS } from '@/features/admissions/form/fields'
import { RadioField, SelectField, TextAreaField, TextField } from './fields.client'

/** Step 1, Data diri. */
export function PersonalFields() {
  return (
    <>
      <RadioField name="gender" label={FIELD_LABELS.gender} options={GENDER_OPTIONS} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          name="birthPlace"
          label={FIELD_LABELS.birthPlace}
          maxLength={100}
          hint="Kota atau kabupaten, sesuai akta kelahiran."
        />
        <TextField
          name="birthDate"
          label={FIELD_LABELS.birthDate}
          type="date"
          autoComplete="bday"
          hint="Usia dihitung pada tanggal acuan jalur yang Anda pilih."
        />
      </div>
      <TextField
        name="nik"
        label={FIELD_LABELS.nik}
        inputMode="numeric"
        maxLength={19}
        hint="16 digit Nomor Induk Kependudukan pada KTP atau Kartu Keluarga."
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          name="religion"
          label={FIELD_LABELS.religion}
          options={RELIGIONS.map((r) => ({ label: r, value: r }))}
          placeholder="Pilih agama…"
        />
        <TextField
          name="heightCm"
          label={FIELD_LABELS.heightCm}
          inputMode="numeric"
          maxLength={3}
          hint="Angka bulat dalam sentimeter, misalnya 165."
        />
      </div>
      <TextAreaField
        name="address"
        label={FIELD_LABELS.address}
        maxLength={500}
        hint="Alamat tempat tinggal saat ini: jalan, RT/RW, kelurahan, kecamatan, kota."
      />
    </>
  )
}
