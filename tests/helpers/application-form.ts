import type { Payload } from 'payload'
import type { MajorOption } from '@/features/admissions/form/programme-choice'
import { findApplication } from '@/features/admissions/application/service'
import { uploadAsApplicant, type ApplicantUser } from './payload'

/**
 * Test set-up: a complete form (an applicant who meets every track's rules, born on `birthDate`)
 * with the payment verified, written by staff; the form and the payment steps are tested elsewhere.
 */
export async function readyToSubmit(
  payload: Payload,
  user: ApplicantUser,
  major: MajorOption,
  { birthDate = '2007-09-01', graduationYear = 2025 } = {},
) {
  const documents = {
    photo: await uploadAsApplicant(payload, user, 'photo'),
    idCard: await uploadAsApplicant(payload, user, 'id_card'),
    diploma: await uploadAsApplicant(payload, user, 'diploma'),
    skck: await uploadAsApplicant(payload, user, 'skck'),
  }
  const [year, month, day] = birthDate.split('-')
  await payload.update({
    collection: 'applications',
    id: (await findApplication(payload, user))!.id,
    data: {
      status: 'payment_verified',
      personal: {
        gender: 'female',
        birthPlace: 'Bandung',
        birthDate: `${birthDate}T00:00:00.000Z`,
        // Kota Bandung, then the birth date as DDMMYY with 40 added to the day for women.
        nik: `327301${Number(day) + 40}${month}${year!.slice(2)}0001`,
        religion: 'Islam',
        address: 'Jl. Soekarno-Hatta No. 1, Bandung',
        heightCm: 165,
        education: 'smk',
        schoolName: 'SMK Negeri 4 Bandung',
        graduationYear,
        parentName: 'Siti Aminah',
        parentPhone: '081234567890',
        colourBlind: false,
        hasSkck: true,
        healthDeclaration: true,
      },
      programme: {
        category: Number(major.categoryId),
        faculty: Number(major.facultyId),
        major: Number(major.id),
      },
      documents,
    },
    overrideAccess: true,
  })
}
