/** Length limits of applicant passwords, on their own so forms can show them without the checker's dictionaries. */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
