'use client'

import Link from 'next/link'
import { useActionState, useEffect, useRef } from 'react'
import { useFormStatus } from 'react-dom'
import { submitAction } from '@/features/admissions/form/actions'
import { problemHref, type SubmitState } from '@/features/admissions/form/fields'
import { PendingButton } from '@/components/forms/PendingButton'

/** "Kirim formulir": the server decides (payment verified, nothing missing) and says why when it refuses. */
export function SubmitForm() {
  const [state, formAction] = useActionState(submitAction, { status: 'idle' } as SubmitState)
  const answer = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (state.status !== 'idle') answer.current?.focus()
  }, [state])

  return (
    <form action={formAction} className="grid gap-4">
      {state.status === 'refused' ? (
        <div
          ref={answer}
          tabIndex={-1}
          className="rounded-xl border-2 border-red-700 bg-red-50 p-5 text-red-950"
          data-testid="submit-refused"
        >
          <h3 className="text-lg font-bold">{state.message}</h3>
          {state.problems.length ? (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {state.problems.map((p) => (
                <li key={`${p.field}-${p.message}`}>
                  <Link
                    href={problemHref(p.step, p.field)}
                    className="font-medium underline underline-offset-2"
                  >
                    {p.message} (langkah {p.step})
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <SubmitButton />
    </form>
  )
}

function SubmitButton() {
  const { pending } = useFormStatus()
  return (
    <div>
      <PendingButton pending={pending} label="Kirim formulir" />
    </div>
  )
}
