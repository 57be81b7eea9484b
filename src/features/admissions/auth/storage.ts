/**
 * The browser keeps the logged-in applicant's email under this key; login stores it and
 * logout removes it. It is a convenience only: the session cookie, checked on the server, decides.
 */
export const APPLICANT_EMAIL_KEY = 'kampus:applicant-email'
