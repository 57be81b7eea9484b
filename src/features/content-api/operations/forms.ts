import type { DocumentedOperation } from '../operation'

export const FORM_OPERATIONS: DocumentedOperation[] = []
