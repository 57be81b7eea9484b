'use client'
import { useTranslation } from '@payloadcms/ui'
import { enUS } from 'date-fns/locale/en-US'
import { id } from 'date-fns/locale/id'
import type { ReactNode } from 'react'
import { getDefaultLocale, registerLocale, setDefaultLocale } from 'react-datepicker'

/*
 * The date pickers' month names in the admin's language from their first render.
 * Payload's DatePicker registers the language with react-datepicker in an effect, after it has
 * rendered, and its date-fns locale arrives later still (loaded in an effect of the translation
 * provider): a picker drawn before that keeps "10 December 2026" until something re-renders it.
 * This provider sits above every view and registers the locale while rendering, before any
 * picker below it renders, under the name Payload itself registers (its getFormattedLocale).
 * react-datepicker keeps its locales on `window` (on `globalThis` in the server render, so the
 * server's HTML has the same month names as the browser's first render).
 */
const PICKER_LOCALES = {
  id: { name: 'id', locale: id },
  en: { name: 'enUS', locale: enUS },
} as const

const useDatePickerLocale = (language: string) => {
  const picked = PICKER_LOCALES[language as keyof typeof PICKER_LOCALES] ?? PICKER_LOCALES.id
  if (getDefaultLocale() === picked.name) return
  registerLocale(picked.name, picked.locale)
  setDefaultLocale(picked.name)
}

export const DatePickerLocale = ({ children }: { children?: ReactNode }) => {
  const { i18n } = useTranslation()
  useDatePickerLocale(i18n.language)
  return children
}
