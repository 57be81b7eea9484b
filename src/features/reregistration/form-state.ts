import type { FieldErrors, FormValues } from '@/features/admissions/form/fields'

/** What the re-registration form's action answers when it does not move the applicant on. */
export type ReregistrationFormState =
  | { status: 'idle' }
  | { status: 'invalid'; message: string; errors: FieldErrors; values: FormValues }
  | { status: 'refused'; message: string; problems?: string[]; values: FormValues }

export const REREGISTRATION_FIELD_LABELS: Record<string, string> = {
  nik: 'NIK',
  nisn: 'NISN',
  birthPlace: 'Tempat lahir',
  birthDate: 'Tanggal lahir',
  religion: 'Agama',
  motherName: 'Nama ibu kandung',
  address: 'Alamat',
  village: 'Kelurahan/desa',
  district: 'Kecamatan',
  city: 'Kabupaten/kota',
  postalCode: 'Kode pos',
  fatherName: 'Nama ayah',
  fatherEducation: 'Pendidikan ayah',
  fatherOccupation: 'Pekerjaan ayah',
  fatherIncome: 'Penghasilan ayah',
  motherEducation: 'Pendidikan ibu',
  motherOccupation: 'Pekerjaan ibu',
  motherIncome: 'Penghasilan ibu',
  specialNeeds: 'Kebutuhan khusus',
  financing: 'Sumber biaya kuliah',
  instalmentCount: 'Jumlah cicilan',
}
