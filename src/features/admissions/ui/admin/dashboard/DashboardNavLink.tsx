import type { ServerProps } from 'payload'
import { isAdmissionsUser } from '@/access/applicants'
import {
  ADMISSIONS_DASHBOARD_PATH,
  ADMISSIONS_DASHBOARD_TITLE,
} from '@/features/admissions/dashboard/labels'

/** The admissions dashboard in the admin's navigation, for those who may open it. */
export function DashboardNavLink({ user }: ServerProps) {
  if (!isAdmissionsUser(user as never)) return null
  return (
    <a className="nav__link" href={`/admin${ADMISSIONS_DASHBOARD_PATH}`}>
      <span className="nav__link-label">{ADMISSIONS_DASHBOARD_TITLE}</span>
    </a>
  )
}
