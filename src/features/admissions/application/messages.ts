/**
 * What the applicant is told wherever they act before having an application: the form, the
 * uploads, the requirements check and the pages all say the same sentence.
 */
export const NO_APPLICATION = 'Pilih jalur pendaftaran terlebih dahulu.'
