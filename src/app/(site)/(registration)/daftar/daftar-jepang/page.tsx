import { RegistrationShell } from '@/components/registration/RegistrationShell'
import { pageMetadata } from '@/features/shell/metadata'

const PATH = '/daftar/daftar-jepang'
export const generateMetadata = () => pageMetadata(PATH)

export default function Page() {
  return <RegistrationShell track="jepang" path={PATH} />
}
