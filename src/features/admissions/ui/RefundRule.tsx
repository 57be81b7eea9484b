/** The refund rule, stated wherever the registration fee is (one look on every page). */
export function RefundRule({ rule, className = '' }: { rule: string; className?: string }) {
  return (
    <p
      className={
        'rounded-lg border-l-4 border-accent-500 bg-amber-50 px-4 py-3 text-sm text-amber-950 ' +
        className
      }
      data-testid="refund-rule"
    >
      {rule}
    </p>
  )
}
