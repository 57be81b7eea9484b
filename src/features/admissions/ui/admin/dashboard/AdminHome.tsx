import { DefaultDashboard, type DashboardViewServerProps } from '@payloadcms/next/views'
import { redirect } from 'next/navigation'
import { hasRole } from '@/access/roles'
import { ADMISSIONS_DASHBOARD_PATH } from '@/features/admissions/dashboard/labels'

/**
 * The admin's home (Payload's dashboard view). An admissions officer's day starts with the
 * admissions figures, so their home is the admissions dashboard: the sign-in, the second step
 * and the logo all lead there. Every other role keeps Payload's own home.
 */
export function AdminHome(props: DashboardViewServerProps) {
  if (hasRole(props.user as never, 'admissions'))
    redirect(`${props.payload.config.routes.admin}${ADMISSIONS_DASHBOARD_PATH}`)
  return <DefaultDashboard {...props} />
}
