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
 * and closing or reloading the tab is caught with `beforeunload`.
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
