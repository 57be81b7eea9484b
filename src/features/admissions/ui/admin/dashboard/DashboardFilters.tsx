import type { DashboardFilter } from '@/features/admissions/dashboard/filter'
import type { WaveOption } from '@/features/admissions/dashboard/load'
import { ADMISSIONS_DASHBOARD_PATH } from '@/features/admissions/dashboard/labels'
import { TRACK_OPTIONS } from '@/features/admissions/tracks/tracks'
import { SCHEDULE_TRACKS } from '@/collections/SelectionSchedules'

type Option = { value: string; label: string }

const scheduleTrack = (track: string) =>
  SCHEDULE_TRACKS[track as keyof typeof SCHEDULE_TRACKS] ?? track

const field = { display: 'grid', gap: 4, minWidth: 180 } as const
const control = {
  padding: '6px 8px',
  border: '1px solid var(--theme-elevation-400)',
  borderRadius: 4,
  background: 'var(--theme-input-bg)',
  color: 'var(--theme-text)',
} as const

function Select(props: {
  name: string
  label: string
  all: string
  value?: string
  options: Option[]
}) {
  const id = `filter-${props.name}`
  return (
    <div style={field}>
      <label htmlFor={id}>{props.label}</label>
      <select id={id} name={props.name} defaultValue={props.value ?? ''} style={control}>
        <option value="">{props.all}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** A plain GET form: works without script, each select labelled, submitted with Enter or the button. */
export function DashboardFilters({
  filter,
  periods,
  waves,
  programmes,
}: {
  filter: DashboardFilter
  periods: string[]
  waves: WaveOption[]
  programmes: { id: string; name: string }[]
}) {
  return (
    <form
      method="get"
      action={`/admin${ADMISSIONS_DASHBOARD_PATH}`}
      aria-label="Saring dasbor"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'end', marginBottom: 24 }}
    >
      <Select
        name="periode"
        label="Periode"
        all="Semua periode"
        value={filter.period}
        options={periods.map((p) => ({ value: p, label: p }))}
      />
      <Select
        name="gelombang"
        label="Gelombang"
        all="Semua gelombang"
        value={filter.wave}
        options={waves.map((w) => ({
          value: w.id,
          label: `${w.name} — ${w.academicYear} (${scheduleTrack(w.track)})`,
        }))}
      />
      <Select
        name="jalur"
        label="Jalur"
        all="Semua jalur"
        value={filter.track}
        options={TRACK_OPTIONS}
      />
      <Select
        name="prodi"
        label="Program studi"
        all="Semua program studi"
        value={filter.programme}
        options={programmes.map((p) => ({ value: p.id, label: p.name }))}
      />
      <button
        type="submit"
        className="btn btn--style-primary btn--size-small"
        style={{ margin: 0 }}
      >
        Terapkan
      </button>
    </form>
  )
}
