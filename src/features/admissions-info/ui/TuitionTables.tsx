import type { FeeTable } from '@/features/admissions-info/map'

/**
 * One table per track. On a narrow phone the table keeps its columns and scrolls sideways in a
 * focusable, labelled region (keyboard users can scroll it too); the first column stays readable.
 */
export function TuitionTables({ tables }: { tables: FeeTable[] }) {
  if (!tables.length)
    return (
      <p className="my-8 text-muted">
        Rincian biaya pendidikan belum tersedia. Silakan hubungi bagian pendaftaran.
      </p>
    )
  return (
    <div className="my-8 grid grid-cols-1 gap-10">
      {tables.map((t) => (
        <section
          key={t.track}
          aria-labelledby={`biaya-${t.track}`}
          data-testid="fee-table"
          data-track={t.track}
          className="min-w-0"
        >
          <h2 id={`biaya-${t.track}`} className="text-2xl font-bold text-brand-900">
            {t.title}
          </h2>
          <div
            role="region"
            aria-label={`Tabel biaya ${t.title}`}
            tabIndex={0}
            className={
              'mt-4 overflow-x-auto rounded-xl border border-brand-100 ' +
              'focus-visible:outline-2 focus-visible:outline-brand-700'
            }
          >
            <table className="w-full min-w-[34rem] border-collapse text-left text-sm sm:text-base">
              <caption className="px-3 py-2 text-left text-sm text-muted">
                Biaya pendidikan {t.title}, tahun akademik {t.academicYear}
              </caption>
              <thead className="bg-brand-50 text-brand-900">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Program studi
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Uang pangkal (sekali bayar)
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Biaya kuliah per semester
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Praktikum per semester
                  </th>
                </tr>
              </thead>
              <tbody>
                {t.rows.map((r) => (
                  <tr key={r.id} className="border-t border-brand-100 align-top">
                    <th scope="row" className="px-3 py-2 font-semibold text-ink">
                      {r.programme}
                      {r.note ? (
                        <span className="block text-xs font-normal text-muted">{r.note}</span>
                      ) : null}
                    </th>
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                      {r.developmentFee}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                      {r.semesterFee}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                      {r.practicumFee}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  )
}
