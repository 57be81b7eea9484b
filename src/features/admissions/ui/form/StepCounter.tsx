import { FORM_STEPS } from '@/features/admissions/form/submission'
import { STEP_COUNT, type StepNumber } from '@/features/admissions/form/fields'

/** The form's step counter: "Langkah 2 dari 5", a progress bar and the list of steps with the current one marked. */
export function StepCounter({ current }: { current: StepNumber }) {
  return (
    <nav aria-labelledby="penghitung-langkah" className="mb-8">
      <p
        id="penghitung-langkah"
        className="font-semibold text-brand-900"
        data-testid="step-counter"
      >
        Langkah {current} dari {STEP_COUNT}
      </p>
      <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-brand-100">
        <div
          className="h-full rounded-full bg-brand-700"
          style={{ width: `${(current / STEP_COUNT) * 100}%` }}
        />
      </div>
      <ol className="mt-4 grid gap-2 text-sm sm:grid-cols-5">
        {FORM_STEPS.map((s, i) => {
          const n = i + 1
          const state = n === current ? 'current' : n < current ? 'done' : 'todo'
          return (
            <li
              key={s.id}
              aria-current={state === 'current' ? 'step' : undefined}
              className={
                `flex items-center gap-2 rounded-lg px-2 py-1 ` +
                `${state === 'current' ? 'bg-brand-50 font-bold text-brand-900' : 'text-muted'}`
              }
            >
              <span
                aria-hidden="true"
                className={`grid size-7 shrink-0 place-items-center rounded-full border-2 text-xs font-bold ${
                  state === 'todo'
                    ? 'border-gray-400 text-muted'
                    : 'border-brand-800 bg-brand-800 text-white'
                }`}
              >
                {n}
              </span>
              <span>
                <span className="sr-only">Langkah {n}: </span>
                {s.title}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
