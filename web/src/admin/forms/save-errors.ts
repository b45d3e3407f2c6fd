import { toaster } from '../../components/ui/toast-store.ts'
import { HttpError } from '../../lib/api.ts'

/** The server refused the save because the record changed since the editor loaded it. */
export function isConflict(error: unknown): boolean {
  return error instanceof HttpError && error.status === 409
}

/** The server's Spanish explanation, when it sent one. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof HttpError ? error.serverMessage : undefined
}

/** The per-field messages of a 400 answer (`{ message, fieldErrors }`). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError) || error.status !== 400) return {}
  try {
    const parsed = JSON.parse(error.body) as { fieldErrors?: unknown }
    const fieldErrors = parsed.fieldErrors
    if (!fieldErrors || typeof fieldErrors !== 'object') return {}
    return Object.fromEntries(
      Object.entries(fieldErrors).filter(([, message]) => typeof message === 'string'),
    ) as Record<string, string>
  } catch {
    return {}
  }
}

/**
 * A failed save's toast, except for a conflict: its banner already says what to do, and a toast
 * saying "Inténtalo de nuevo" would send the owner into the same refusal.
 */
export function toastSaveFailure(
  error: unknown,
  toast: { title: string; description?: string },
): void {
  if (isConflict(error)) return
  toaster.create({ type: 'error', ...toast })
}
