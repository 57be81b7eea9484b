'use client'

import { useActionState } from 'react'
import { PendingButton } from '@/components/forms/PendingButton'
import { submitReregistrationAction } from '../actions'
import type { ReregistrationFormState } from '../form-state'

/** "Kirim daftar ulang": a form of its own, so it sends what is saved, never unsaved edits. */
export function SendForm({ ready }: { ready: boolean }) {
  const [state, formAction, pending] = useActionState(submitReregistrationAction, {
    status: 'idle',
  } as ReregistrationFormState)
  return (
    <form action={formAction} className="mt-4">
      {state.status === 'refused' ? (
        <p role="alert" className="mb-3 font-medium text-red-800">
          {state.message}
        </p>
      ) : null}
      {ready ? (
        <PendingButton pending={pending} label="Kirim daftar ulang" />
      ) : (
        <p className="text-muted">Tombol kirim muncul setelah semua syarat di atas terpenuhi.</p>
      )}
    </form>
  )
}
