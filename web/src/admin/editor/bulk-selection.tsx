import { HStack } from '@chakra-ui/react/stack'
import { chakra } from '@chakra-ui/react/styled-system'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useState } from 'react'
import { toaster } from '../../components/ui/toast-store.ts'
import { apiRequest } from '../../lib/api.ts'
import { TRASH_PATH, UNDO_TOAST_MS } from '../trash/trash-queries.ts'
import { TRASH_TEXTS } from '../trash/trash-texts.ts'
import { DeleteDialog } from './delete-dialog.tsx'
import {
  BULK_TEXTS,
  type BulkAction,
  BulkBar,
  bulkDoneText,
  type FlagAction,
  SelectBox,
} from './list-controls.tsx'
import type { ListFlags } from './list-view.ts'

/** The fields a flag action writes: Ocultar sets the visibility flag to false, Destacar the featured one to true. */
export function changeOf(action: FlagAction, flags: ListFlags): Record<string, boolean> {
  const field = action === 'hide' || action === 'show' ? flags.visibility : flags.featured
  if (field === undefined) throw new Error(`No flag for ${action}`)
  return { [field]: action === 'show' || action === 'feature' }
}

/**
 * The selection once the view changes: a row the search, the filter or a shorter page hides
 * leaves it, so no row comes back ticked later and a bulk action never reaches one the owner
 * does not see. The same set when nothing left, so nothing is drawn again.
 */
export function keptSelection(
  selected: ReadonlySet<string>,
  idsInView: readonly string[],
): ReadonlySet<string> {
  const kept = new Set(idsInView.filter((id) => selected.has(id)))
  return kept.size === selected.size ? selected : kept
}

/** Puts several Papelera entries back at once, then refreshes every read once. */
async function restoreAll(trashIds: readonly number[], refresh: () => Promise<void>) {
  try {
    for (const trashId of trashIds) {
      await apiRequest('POST', `${TRASH_PATH}/${trashId}/restore`, {})
    }
    toaster.create({
      type: 'success',
      title: TRASH_TEXTS.restored,
      description: TRASH_TEXTS.restoredText,
    })
  } catch {
    toaster.create({ type: 'error', title: TRASH_TEXTS.restoreFailed })
  }
  await refresh()
}

/**
 * A list's selection and its bulk actions: the select-all box, the bar with its actions and
 * their progress, the question before Eliminar, and one toast for them all (with one Deshacer
 * for what went to the Papelera). `drawn` is what the list shows; the selection never holds
 * more.
 */
export function useBulkSelection<T>({
  drawn,
  idOf,
  path,
  flags,
  actions,
  refresh,
  onRemoved,
}: {
  drawn: readonly T[]
  idOf: (row: T) => string
  /** Where a row is changed and deleted: `PUT` and `DELETE {path}/{id}`. */
  path: string
  flags: ListFlags
  /** The flag actions the bar offers besides Eliminar. */
  actions: readonly FlagAction[]
  /** Refreshes the reads a change shows in, once after the whole action. */
  refresh: () => Promise<void>
  onRemoved?: (row: T) => void
}) {
  const queryClient = useQueryClient()
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [askingRemove, setAskingRemove] = useState(false)
  const [progress, setProgress] = useState<string>()
  const selectAllId = useId()

  // biome-ignore lint/correctness/useExhaustiveDependencies: idOf reads only the row.
  useEffect(() => setSelected((current) => keptSelection(current, drawn.map(idOf))), [drawn])
  // Derived from the rows drawn as well, so even the render before the effect acts on no other.
  // biome-ignore lint/correctness/useExhaustiveDependencies: idOf reads only the row.
  const chosen = useMemo(() => drawn.filter((row) => selected.has(idOf(row))), [drawn, selected])

  /** One request per item, one at a time, saying how far it got; then one toast for them all. */
  const run = async (action: BulkAction) => {
    setAskingRemove(false)
    const targets = chosen
    const trashIds: number[] = []
    let failed = 0
    for (const [index, row] of targets.entries()) {
      setProgress(BULK_TEXTS.progress(BULK_TEXTS.verbs[action], index + 1, targets.length))
      try {
        if (action === 'remove') {
          const answer = await apiRequest<{ trashId?: number }>(
            'DELETE',
            `${path}/${idOf(row)}`,
            {},
          )
          if (answer.trashId !== undefined) trashIds.push(answer.trashId)
          onRemoved?.(row)
        } else {
          await apiRequest('PUT', `${path}/${idOf(row)}`, changeOf(action, flags))
        }
      } catch {
        failed += 1
      }
    }
    await refresh()
    setProgress(undefined)
    setSelected(new Set())
    toaster.create({
      type: failed === 0 ? 'success' : 'warning',
      title: bulkDoneText(action, targets.length - failed),
      ...(failed > 0 && { description: BULK_TEXTS.failed(failed) }),
      ...(trashIds.length > 0 && {
        duration: UNDO_TOAST_MS,
        action: {
          label: TRASH_TEXTS.undo,
          onClick: () => void restoreAll(trashIds, () => queryClient.invalidateQueries()),
        },
      }),
    })
  }

  const toggle = (row: T, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(idOf(row))
      else next.delete(idOf(row))
      return next
    })
  const allSelected = drawn.length > 0 && chosen.length === drawn.length

  const controls = (
    <>
      <HStack gap="2">
        <SelectBox
          id={selectAllId}
          checked={allSelected}
          indeterminate={!allSelected && chosen.length > 0}
          onChange={(on) => setSelected(new Set(on ? drawn.map(idOf) : []))}
        />
        <chakra.label htmlFor={selectAllId} fontSize="sm" cursor="pointer">
          {BULK_TEXTS.selectAll}
        </chakra.label>
      </HStack>
      {chosen.length > 0 && (
        <BulkBar
          count={chosen.length}
          actions={actions}
          progress={progress}
          onAction={(action) => void run(action)}
          onRemove={() => setAskingRemove(true)}
          onClear={() => setSelected(new Set())}
        />
      )}
      <DeleteDialog
        open={askingRemove}
        deleting={progress !== undefined}
        onCancel={() => setAskingRemove(false)}
        onConfirm={() => void run('remove')}
        title={BULK_TEXTS.question(chosen.length)}
        description={BULK_TEXTS.warning}
      />
    </>
  )

  return {
    /** The ticked rows, all of them in view: what the bar counts and an action changes. */
    chosen,
    /** Changes whenever a box is ticked: what a memoised list of rows depends on. */
    selected,
    isSelected: (row: T) => selected.has(idOf(row)),
    toggle,
    /** The select-all box, the bar, and the question before Eliminar, for above the list. */
    controls,
  }
}
