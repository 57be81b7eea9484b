import { RegistrationShell } from '@/components/registration/RegistrationShell'
import { pageMetadata } from '@/features/shell/metadata'

const PATH = '/daftar/daftar-magang'
export const generateMetadata = () => pageMetadata(PATH)

export default function Page() {
  return <RegistrationShell track="magang" path={PATH} />
}
