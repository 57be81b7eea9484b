import * as z from 'zod'
import { loadProgrammeChoices } from '@/features/admissions/form/programme-choices.load'
import { categoryList, facultyList, majorList } from '@/features/legacy-api/programmes'
import { defineCall, type ContentCall } from '../call'
import { textParam } from '../params'
import { listData } from '../wire/envelope'
import { facultyItem, majorItem, programmeCategoryItem } from '../wire/legacy'

// The same published programme lists the applicant form offers (cached under the programmes tag).
const TAG = 'Pendaftaran (panggilan lama)'

export const oldProgrammeCategories = defineCall({
  operationId: 'oldProgrammeCategories',
  path: '/old/collegeprogramcategory',
  tag: TAG,
  summary: 'Kategori program (Sarjana, Diploma, …) untuk formulir pendaftaran.',
  what: 'kategori program',
  data: listData(programmeCategoryItem),
  load: async () => ({ data_component: categoryList(await loadProgrammeChoices()) }),
})

export const oldFaculties = defineCall({
  operationId: 'oldFaculties',
  path: '/old/faculty',
  tag: TAG,
  summary: 'Fakultas untuk formulir pendaftaran.',
  what: 'fakultas',
  data: listData(facultyItem),
  load: async () => ({ data_component: facultyList(await loadProgrammeChoices()) }),
})

export const oldMajors = defineCall({
  operationId: 'oldMajors',
  path: '/old/major/{faculty}',
  tag: TAG,
  summary: 'Program studi satu fakultas, dipilih dengan id atau (sebagian) namanya, mis. `Teknik`.',
  description: 'Fakultas yang tidak dikenal memberi daftar kosong.',
  what: 'program studi',
  params: z.object({
    faculty: textParam('Fakultas', 'Id atau (sebagian) nama fakultas.', 'Teknik', 100),
  }),
  data: listData(majorItem),
  load: async ({ faculty }) => ({
    data_component: majorList(await loadProgrammeChoices(), faculty),
  }),
})

export const legacyCalls: ContentCall[] = [oldProgrammeCategories, oldFaculties, oldMajors]
