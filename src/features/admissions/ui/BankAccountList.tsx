import type { BankAccount } from '@/features/admissions/types'
import { CopyButton } from './CopyButton.client'

/** The admissions accounts to transfer a fee to, each number with a copy button. */
export function BankAccountList({ accounts }: { accounts: BankAccount[] }) {
  return (
    <ul className="mt-2 grid gap-3 sm:grid-cols-2" data-testid="bank-accounts">
      {accounts.map((account) => (
        <li key={account.key} className="rounded-xl bg-brand-50 p-4">
          <p className="font-semibold text-brand-900">{account.bank}</p>
          <p className="mt-1 flex flex-wrap items-center gap-3">
            <span className="font-mono text-lg tracking-wide">{account.number}</span>
            <CopyButton
              value={account.number.replace(/[\s.-]/g, '')}
              label={`Salin nomor rekening ${account.bank}`}
            />
          </p>
          <p className="mt-1 text-sm text-muted">a.n. {account.holder}</p>
        </li>
      ))}
    </ul>
  )
}
