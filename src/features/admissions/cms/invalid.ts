import { ValidationError, type PayloadRequest } from 'payload'

/** A 400 with the field and its Indonesian message, as the forms show it. */
export const invalid = (path: string, message: string, req: PayloadRequest) =>
  new ValidationError({ collection: 'applications', errors: [{ path, message }] }, req.t)
