/** Where the admissions dashboard lives and what it says to whoever may not open it. */
export const ADMISSIONS_DASHBOARD_PATH = '/dasbor-pendaftaran'
export const ADMISSIONS_DASHBOARD_TITLE = 'Dasbor Pendaftaran'
export const ADMISSIONS_DASHBOARD_FORBIDDEN =
  'Hanya staf penerimaan dan admin yang dapat membuka dasbor pendaftaran.'
