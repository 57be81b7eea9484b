/** Who is logged in, shown at the top of the applicant pages. */
export function ApplicantBar({ name, email }: { name: string; email: string }) {
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3" data-testid="applicant-bar">
      <p>
        Halo, <strong>{name}</strong> <span className="text-muted">({email})</span>
      </p>
    </div>
  )
}
