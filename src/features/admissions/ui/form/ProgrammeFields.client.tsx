'use client'

import { useState } from 'react'
import {
  categoriesWithMajors,
  facultiesFor,
  majorsFor,
  type ProgrammeChoices,
} from '@/features/admissions/form/programme-choice'
import { useField } from './StepForm.client'
import { inputClass } from './fields.client'

/**
 * Programme category → faculty → major. Each select offers only what fits the choice
 * above it, and changing a choice clears the ones below, so no impossible pair is ever posted.
 */
export function ProgrammeFields({ choices }: { choices: ProgrammeChoices }) {
  const category = useField('category')
  const faculty = useField('faculty')
  const major = useField('major')
  const [picked, setPicked] = useState({
    category: category.value,
    faculty: faculty.value,
    major: major.value,
  })

  const levels = [
    {
      field: category,
      name: 'category',
      label: 'Kategori program',
      options: categoriesWithMajors(choices),
      empty: 'Pilih kategori program…',
    },
    {
      field: faculty,
      name: 'faculty',
      label: 'Fakultas',
      options: facultiesFor(choices, picked.category),
      empty: picked.category ? 'Pilih fakultas…' : 'Pilih kategori program dahulu',
    },
    {
      field: major,
      name: 'major',
      label: 'Program studi',
      options: majorsFor(choices, picked.category, picked.faculty).map((m) => ({
        id: m.id,
        name: `${m.name} (${m.degree})`,
      })),
      empty: picked.faculty ? 'Pilih program studi…' : 'Pilih fakultas dahulu',
    },
  ] as const

  const choose = (name: 'category' | 'faculty' | 'major', value: string) =>
    setPicked((p) =>
      name === 'category'
        ? { category: value, faculty: '', major: '' }
        : name === 'faculty'
          ? { ...p, faculty: value, major: '' }
          : { ...p, major: value },
    )

  return (
    <div className="grid gap-6">
      {levels.map(({ field, name, label, options, empty }) => (
        <div key={name}>
          <label htmlFor={field.id} className="block font-semibold text-brand-900">
            {label}
          </label>
          <select
            id={field.id}
            name={name}
            value={picked[name]}
            onChange={(e) => choose(name, e.target.value)}
            disabled={options.length === 0}
            aria-invalid={field.invalid}
            aria-describedby={field.error ? field.errorId : undefined}
            className={`${inputClass} disabled:bg-gray-100 disabled:text-muted`}
          >
            <option value="">{empty}</option>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
          {field.error ? (
            <p id={field.errorId} className="mt-1 text-sm font-medium text-red-800">
              {field.error}
            </p>
          ) : null}
        </div>
      ))}
      <p aria-live="polite" className="text-sm text-muted">
        {picked.major ? '' : 'Pilihan fakultas dan program studi menyesuaikan pilihan di atasnya.'}
      </p>
    </div>
  )
}
