import type { HomeData } from '@/features/home/types'
import { Section, SectionHeading } from './Section'

/** Position 11: the registration steps, numbered. */
export function RegistrationSteps({ data }: { data: NonNullable<HomeData['steps']> }) {
  return (
    <Section name="alur-pendaftaran" className="bg-brand-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          name="alur-pendaftaran"
          heading={data}
          eyebrow="Cara mendaftar"
          align="center"
        />
        <ol
          data-testid="registration-steps"
          className="mt-12 grid gap-6 sm:grid-cols-2 md:grid-cols-4"
        >
          {data.items.map((step, i) => (
            <li
              key={step.title}
              className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100"
            >
              <span
                aria-hidden="true"
                className={
                  'flex size-12 items-center justify-center rounded-full ' +
                  'bg-brand-800 text-xl font-extrabold text-white'
                }
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-brand-900">
                <span className="sr-only">Langkah {i + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-ink">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  )
}
