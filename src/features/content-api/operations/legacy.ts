import type { DocumentedOperation } from '../operation'

export const LEGACY_OPERATIONS: DocumentedOperation[] = []
