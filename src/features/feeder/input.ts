import type { Payload } from 'payload'
import { missingData } from '@/features/reregistration/rules'
import { relationId } from '@/lib/relation'
import type { Student } from '@/payload-types'
import type { FeederStudentInput } from './map'

export type LoadedInput =
  { ok: true; input: FeederStudentInput } | { ok: false; problems: string[] }

const byId = async <T>(read: () => Promise<T>) => read().catch(() => null)

/**
 * What the Feeder needs of one student, from the student (NIM, programme, track, intake), its
 * application (name, gender, e-mail) and its re-registration's data (everything else). What is
 * missing is listed in Indonesian, never filled in with a guess.
 */
export async function feederInputOf(payload: Payload, student: Student): Promise<LoadedInput> {
  const applicationId = relationId(student.application)
  const programmeId = relationId(student.programme)
  const find = { depth: 0, overrideAccess: true } as const
  const application = applicationId
    ? await byId(() => payload.findByID({ collection: 'applications', id: applicationId, ...find }))
    : null
  if (!application) return { ok: false, problems: ['Data pendaftaran mahasiswa tidak ditemukan.'] }
  const programme = programmeId
    ? await byId(() => payload.findByID({ collection: 'programmes', id: programmeId, ...find }))
    : null
  const { docs } = await payload.find({
    collection: 'reregistrations',
    where: { application: { equals: application.id } },
    limit: 1,
    ...find,
  })
  const reregistration = docs[0]
  if (!reregistration) return { ok: false, problems: ['Mahasiswa belum mengisi daftar ulang.'] }
  const data = reregistration.data ?? {}
  const problems = missingData(data).map((what) => `Daftar ulang: ${what} belum diisi.`)
  const gender = application.personal?.gender
  if (!gender) problems.push('Jenis kelamin belum diisi di formulir pendaftaran.')
  const fullName = application.applicantName?.trim()
  if (!fullName) problems.push('Nama mahasiswa belum ada di pendaftaran.')
  if (!programme) problems.push('Program studi mahasiswa tidak ditemukan.')
  if (!student.track) problems.push('Jalur masuk mahasiswa belum diisi.')
  if (typeof reregistration.feeTotal !== 'number')
    problems.push('Biaya masuk (biaya semester pertama) belum ditetapkan.')
  if (problems.length || !gender || !fullName || !programme || !student.track)
    return { ok: false, problems }
  const applicantId = relationId(application.applicant)
  const applicant = applicantId
    ? await byId(() => payload.findByID({ collection: 'applicants', id: applicantId, ...find }))
    : null
  const parent = (who: NonNullable<typeof data.mother>) => ({
    ...(who.education ? { education: who.education } : {}),
    ...(who.occupation ? { occupation: who.occupation } : {}),
    ...(who.income ? { income: who.income } : {}),
  })
  return {
    ok: true,
    input: {
      fullName,
      gender: gender as FeederStudentInput['gender'],
      birthPlace: data.birthPlace!,
      birthDate: data.birthDate!,
      nik: data.nik!,
      ...(data.nisn?.trim() ? { nisn: data.nisn.trim() } : {}),
      religion: data.religion as FeederStudentInput['religion'],
      address: data.address!,
      region: { city: data.city!, district: data.district!, village: data.village! },
      postalCode: data.postalCode!,
      ...(applicant?.whatsapp ? { phone: applicant.whatsapp } : {}),
      ...(application.applicantEmail ? { email: application.applicantEmail } : {}),
      motherName: data.motherName!,
      father: { ...parent(data.father ?? {}), name: data.father?.name ?? undefined },
      mother: parent(data.mother ?? {}),
      ...(data.specialNeeds ? { specialNeeds: data.specialNeeds } : {}),
      nim: student.nim,
      track: student.track,
      financing: data.financing as FeederStudentInput['financing'],
      programme: { name: programme.name, degree: programme.degree },
      entryYear: student.intakeYear,
      registeredOn: student.enrolledAt,
      entryFee: reregistration.feeTotal!,
    },
  }
}
