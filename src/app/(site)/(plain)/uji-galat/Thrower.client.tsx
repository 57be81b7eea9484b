'use client'

import { ERROR_PAGE_FAILURE_MARK } from '@/features/shell/error-status'

export function Thrower({ failErrorPage }: { failErrorPage: boolean }): never {
  const error = new Error(
    `${failErrorPage ? ERROR_PAGE_FAILURE_MARK : ''}Uji galat: halaman gagal dimuat`,
  )
  Object.assign(error, { statusCode: 503 })
  throw error
}
