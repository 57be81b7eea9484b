import { GENDER_OPTIONS, RELIGIONS } from '@/features/admissions/form-fields'
import { RadioField, SelectField, TextAreaField, TextField } from './fields.client'

/** Step 1, Data diri. */
export function PersonalFields() {
  return (
    <>
      <RadioField name="gender" label="Jenis kelamin" options={GENDER_OPTIONS} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          name="birthPlace"
          label="Tempat lahir"
          maxLength={100}
          hint="Kota atau kabupaten, sesuai akta kelahiran."
        />
        <TextField
          name="birthDate"
          label="Tanggal lahir"
          type="date"
          autoComplete="bday"
          hint="Usia dihitung pada tanggal acuan jalur yang Anda pilih."
        />
      </div>
      <TextField
        name="nik"
        label="NIK"
        inputMode="numeric"
        maxLength={19}
        hint="16 digit Nomor Induk Kependudukan pada KTP atau Kartu Keluarga."
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          name="religion"
          label="Agama"
          options={RELIGIONS.map((r) => ({ label: r, value: r }))}
          placeholder="Pilih agama…"
        />
        <TextField
          name="heightCm"
          label="Tinggi badan (cm)"
          inputMode="numeric"
          maxLength={3}
          hint="Angka bulat dalam sentimeter, misalnya 165."
        />
      </div>
      <TextAreaField
        name="address"
        label="Alamat"
        maxLength={500}
        hint="Alamat tempat tinggal saat ini: jalan, RT/RW, kelurahan, kecamatan, kota."
      />
    </>
  )
}
