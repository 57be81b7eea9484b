'use client'

import { useFormStatus } from 'react-dom'
import { logoutAction } from '@/features/admissions/auth/actions'
import { APPLICANT_EMAIL_KEY } from '@/features/admissions/auth/storage'

function Submit({ className }: { className?: string }) {
  const { pending } = useFormStatus()
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className={className}
      data-testid="logout-button"
    >
      {pending ? 'Keluar…' : 'Keluar'}
    </button>
  )
}

/**
 * Logs the applicant out (a POST to a server action, never a link): the session ends on the
 * server, the cookie expires and the email stored in the browser is removed.
 */
export function LogoutButton({ className }: { className?: string }) {
  const forget = () => {
    try {
      localStorage.removeItem(APPLICANT_EMAIL_KEY)
    } catch {
      // Storage can be off; nothing to remove then.
    }
  }
  return (
    <form action={logoutAction} onSubmit={forget}>
      <Submit
        className={
          className ??
          'inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 ' +
            'font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-3 ' +
            'focus-visible:outline-offset-2 focus-visible:outline-brand-600'
        }
      />
    </form>
  )
}
