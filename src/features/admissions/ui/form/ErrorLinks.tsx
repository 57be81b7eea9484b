import { fieldId } from '@/features/admissions/form/fields'
/** The messages of a form that did not save, each a link to its field. */
export function ErrorLinks({
  errors,
  labelOf,
}: {
  errors: Partial<Record<string, string>>
  labelOf: (name: string) => string
}) {
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5">
      {Object.entries(errors).map(([name, message]) => (
        <li key={name}>
          <a href={`#${fieldId(name)}`} className="font-medium underline underline-offset-2">
            {labelOf(name)}: {message}
          </a>
        </li>
      ))}
    </ul>
  )
}
