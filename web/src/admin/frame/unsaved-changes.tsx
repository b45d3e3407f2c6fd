import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
} from 'react'
import { useLocation } from 'react-router-dom'
import { guardHistory } from '../../lib/history-guard.ts'

export const LEAVE_QUESTION = 'Tienes cambios sin guardar. ¿Quieres salir sin guardarlos?'

interface UnsavedChanges {
  /** A form reports whether it holds changes that are not saved. */
  report: (formId: string, dirty: boolean) => void
  /** Asks before a step that would throw typed changes away; true when it may go ahead. */
  confirmLeave: () => boolean
}

const UnsavedChangesContext = createContext<UnsavedChanges>({
  report: () => {},
  confirmLeave: () => true,
})

/**
 * Keeps the owner's typed work: the declarative router cannot block navigation, so every way out
 * inside the admin (sidebar, type buttons, back to the list, logout) asks through confirmLeave,
 * closing or reloading the tab is caught with `beforeunload`, and the browser's Back and Forward
 * buttons by `useHistoryGuard`.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const dirtyForms = useRef(new Set<string>())

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirtyForms.current.size === 0) return
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [])

  useHistoryGuard(dirtyForms)

  const report = useCallback((formId: string, dirty: boolean) => {
    if (dirty) dirtyForms.current.add(formId)
    else dirtyForms.current.delete(formId)
  }, [])

  const confirmLeave = useCallback(() => {
    if (dirtyForms.current.size === 0) return true
    if (!window.confirm(LEAVE_QUESTION)) return false
    dirtyForms.current.clear()
    return true
  }, [])

  const value = useMemo(() => ({ report, confirmLeave }), [report, confirmLeave])
  return <UnsavedChangesContext value={value}>{children}</UnsavedChangesContext>
}

/**
 * Back and Forward inside the app: the address has already changed when `popstate` arrives, so
 * the guard (which sees the event before the router) keeps the step from the router while a form
 * is dirty, and asks. Staying steps the browser back to the entry on screen (that second step is
 * kept from the router too); leaving hands the router the step.
 */
function useHistoryGuard(dirtyForms: { current: Set<string> }) {
  const { key } = useLocation()
  // The router numbers its history entries (`idx`); this is the one on screen, read again each
  // time the router shows another (a new location `key`).
  const shownEntry = useRef(0)
  useEffect(() => {
    if (key) shownEntry.current = historyEntry()
  }, [key])

  useEffect(() => {
    let returning = false
    const guard = (event: PopStateEvent) => {
      if (returning) {
        returning = false
        event.stopImmediatePropagation()
        return
      }
      if (dirtyForms.current.size === 0) return
      event.stopImmediatePropagation()
      if (window.confirm(LEAVE_QUESTION)) {
        dirtyForms.current.clear()
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
        return
      }
      returning = true
      window.history.go(shownEntry.current - historyEntry())
    }
    return guardHistory(guard)
  }, [dirtyForms])
}

function historyEntry(): number {
  return (window.history.state as { idx?: number } | null)?.idx ?? 0
}

export function useConfirmLeave(): () => boolean {
  return useContext(UnsavedChangesContext).confirmLeave
}

/** Registers a form's unsaved state for as long as it is on screen. */
export function useUnsavedChanges(dirty: boolean) {
  const { report } = useContext(UnsavedChangesContext)
  const formId = useId()
  useEffect(() => {
    report(formId, dirty)
  }, [report, formId, dirty])
  useEffect(() => () => report(formId, false), [report, formId])
}
