import { Button } from '@chakra-ui/react/button'
import { HStack } from '@chakra-ui/react/stack'
import { lazy, useRef, useState } from 'react'
import { FaHistory } from 'react-icons/fa'
import { OpenedOnce } from '../frame/lazy-dialog.tsx'

export type Row = Record<string, unknown>

export const VERSION_TEXTS = {
  open: 'Historial',
  title: 'Historial',
  intro:
    'Cada vez que guardas se conserva la versión anterior (las 50 últimas). Restaurar una versión también se guarda en el historial, así que puedes deshacerlo.',
  loading: 'Cargando versiones...',
  failed: 'No se pudo cargar el historial',
  empty: 'Todavía no hay versiones anteriores: aparecerán aquí cuando guardes cambios.',
  versionOf: 'Versión del',
  replacedOn: 'Sustituida el',
  changedFields: 'Campos que cambiaron después:',
  restore: 'Restaurar esta versión',
  question: '¿Restaurar esta versión?',
  warning:
    'El elemento volverá a estar como en esta versión y lo que tiene ahora pasará al historial.',
  unsaved: 'Los cambios sin guardar del formulario se perderán.',
  confirm: 'Sí, restaurar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  closeX: 'Cerrar el historial',
  restored: 'Versión restaurada',
  restoreFailed: 'No se pudo restaurar la versión',
  emptyValue: '(vacío)',
  yes: 'Sí',
  no: 'No',
} as const

export interface VersionHistoryProps {
  /** The items' versions paths (`versionsPathOf`, `/api/site-settings/{key}/versions`). */
  paths: readonly string[]
  /** Field -> the label the form shows for it. */
  labels: Readonly<Record<string, string>>
  /** Reads to refresh after a restore (the type's lists). */
  listPaths: readonly string[]
  /** Whether the form holds unsaved changes a restore would replace. */
  dirty: boolean
  onRestored: (saved: Row) => void
}

/** The dialog's code (Chakra's dialog, the list, the restore) loads when it first opens. */
const VersionHistoryDialog = lazy(() => import('./version-history-dialog.tsx'))

/**
 * "Historial": a plain button opening the dialog of the item's kept versions
 * (`version-history-dialog.tsx`). A screen may show many (each of the library's pictures has
 * one) and she opens at most one of them, so the dialog is mounted on its first open.
 */
export function VersionHistory(props: VersionHistoryProps) {
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  return (
    <>
      <HStack justify="flex-end">
        <Button
          ref={opener}
          type="button"
          variant="outline"
          size="sm"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <FaHistory aria-hidden="true" />
          {VERSION_TEXTS.open}
        </Button>
      </HStack>
      <OpenedOnce open={open}>
        <VersionHistoryDialog
          {...props}
          open={open}
          onOpenChange={setOpen}
          opener={() => opener.current}
        />
      </OpenedOnce>
    </>
  )
}
