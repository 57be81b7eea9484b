/** The payment step's button looks, shared by its forms. */
export const PRIMARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-800 px-5 font-semibold ' +
  'text-white hover:bg-brand-900'
export const SECONDARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 px-4 ' +
  'font-semibold text-brand-800 hover:bg-brand-50'
