import { getRegistrationFee, readTuitionFees } from '@/features/admissions-info/load'
import { costEducationData, reshapeTuitionFees } from '../wire/admissions-info'
import { defineContentBodyPage } from './page'

/** The tuition tables of /pendaftaran/biaya-pendidikan, with the registration fee rule shown above them. */
export const costEducation = defineContentBodyPage({
  name: 'Cost Education',
  summary:
    'Biaya pendidikan tahun akademik terbaru: satu tabel per jalur ' +
    '(`cost_education_*`), baris per program studi dengan jumlah (rupiah) ' +
    'dan teksnya, serta biaya pendaftaran dan aturan pengembaliannya.',
  data: costEducationData.meta({ id: 'ContentBodyCostEducation' }),
  load: async () => {
    const [fees, registration] = await Promise.all([readTuitionFees(), getRegistrationFee()])
    return reshapeTuitionFees(fees, registration)
  },
})
