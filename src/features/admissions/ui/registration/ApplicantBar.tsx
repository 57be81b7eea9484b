import { LogoutButton } from '@/features/admissions/ui/LogoutButton.client'

/** Who is logged in, with the way out, at the top of the dashboard. */
export function ApplicantBar({ name, email }: { name: string; email: string }) {
  return (
    <div
      className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3"
      data-testid="applicant-bar"
    >
      <p>
        Halo, <strong>{name}</strong> <span className="text-muted">({email})</span>
      </p>
      <LogoutButton />
    </div>
  )
}
