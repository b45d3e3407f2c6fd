import { Button } from '@chakra-ui/react/button'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Table } from '@chakra-ui/react/table'
import { Text } from '@chakra-ui/react/text'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  memo,
  type ReactNode,
  useCallback,
  useDeferredValue,
  useMemo,
  useRef,
  useState,
} from 'react'
import { toaster } from '../../components/ui/toast-store.ts'
import { apiRequest } from '../../lib/api.ts'
import { useDeferredFirstArrival } from '../frame/deferred-first-arrival.ts'
import { OrderedRows } from '../ordering/ordered-rows.tsx'
import type { Ordered } from '../ordering/use-list-order.ts'
import { toastDeleted } from '../trash/trash-queries.ts'
import { useBulkSelection } from './bulk-selection.tsx'
import { Cell, PublicationCell } from './cells.tsx'
import type { Column } from './content-type.ts'
import { DeleteDialog } from './delete-dialog.tsx'
import {
  BULK_TEXTS,
  type FlagAction,
  ListFilters,
  SortableHeader,
  Thumbnail,
} from './list-controls.tsx'
import {
  isNarrowed,
  type ListFlags,
  type ListView,
  NO_VIEW,
  nextSort,
  rowsInView,
  SORTABLE_FIELDS,
  type SortOrder,
  stateFiltersOf,
} from './list-view.ts'
import { DELETE_TEXTS, LIST_TEXTS } from './messages.ts'
import { publicationColumn } from './publication.tsx'
import { adminKeys, adminListQuery } from './queries.ts'
import { AdminTable, TableRowActions } from './row-actions.tsx'

export type Row = Record<string, unknown>

/** Rows drawn at first and added by each "Mostrar más": a long list stays quick to filter. */
export const PAGE_SIZE = 50

const NO_FLAGS: ListFlags = {}

const NO_ROWS: readonly Row[] = []

const PUBLICATION_COLUMN: Column = {
  ...publicationColumn,
  render: (row) => <PublicationCell row={row} />,
}

const VISIBILITY_ACTIONS: readonly FlagAction[] = ['hide', 'show']

/**
 * What a row's controls call: one object for the list's life, so that a memoised row is not
 * drawn again because a parent made new callbacks.
 */
interface RowCallbacks {
  toggle: (row: Row, on: boolean) => void
  edit: (row: Row) => void
  remove: (row: Row) => void
}

const contentOf = (column: Column, row: Row) =>
  column.render ? column.render(row) : <Cell value={row[column.field]} />

/**
 * One row's cells, as plain elements the `AdminTable` styles (decision 011, «A list of 2,000»),
 * drawn again only when its item, its tick or the list's columns change: a search that keeps a
 * row, or a tick in another, leaves it as it is.
 */
const RowCells = memo(function RowCells({
  row,
  name,
  selected,
  columns,
  nameField,
  picture,
  visibility,
  deletable,
  callbacks,
}: {
  row: Row
  name: string
  selected: boolean
  columns: readonly Column[]
  nameField: string
  picture?: string
  /** The type's visibility flag: a row with it off says «Oculto» beside its name. */
  visibility?: string
  /** Whether the owner may delete the row, and so select it for the bulk actions. */
  deletable: boolean
  callbacks: RowCallbacks
}) {
  return (
    <>
      {deletable && (
        <td>
          <input
            type="checkbox"
            aria-label={BULK_TEXTS.select(name)}
            checked={selected}
            onChange={(event) => callbacks.toggle(row, event.target.checked)}
          />
        </td>
      )}
      {columns.map((column) => {
        const content = contentOf(column, row)
        return column.field === nameField ? (
          // The row's name wraps rather than hide under the actions on a narrow screen; on a
          // phone it heads the card, with its picture.
          <td key={column.field} data-row-name="">
            <div>
              {picture && <Thumbnail url={row[picture]} />}
              <span>{content}</span>
              {visibility && row[visibility] === false && (
                <span data-badge="" data-palette="gray">
                  {LIST_TEXTS.hidden}
                </span>
              )}
            </div>
          </td>
        ) : (
          <td key={column.field} data-label={column.header}>
            {content}
          </td>
        )
      })}
      <td data-row-actions="">
        <TableRowActions
          name={name}
          onEdit={() => callbacks.edit(row)}
          onDelete={deletable ? () => callbacks.remove(row) : undefined}
        />
      </td>
    </>
  )
})

export interface ResourceListProps {
  /** 'Lista de {title}'. */
  title: string
  /** The list read (`GET`). */
  listPath: string
  /** Where one row is changed and deleted: `PUT` and `DELETE {deletePath}/{id}`. */
  deletePath: string
  /**
   * Whether the API deletes the type's items (its definition's `writes`): a fixed page is only
   * edited, so its list has no Eliminar, no selection and no bulk bar.
   */
  deletable: boolean
  /** Lists to refresh after a delete or a new order, besides this one. */
  alsoRefresh?: readonly string[]
  /** Where the owner's order of the rows is saved, when they put them in order by hand. */
  orderPath?: string
  columns: readonly Column[]
  /** The type's flags the list filters on and changes in bulk, and its picture. */
  flags?: ListFlags
  idField?: string
  nameField?: string
  /** An item's name when its `nameField` alone does not tell it apart (ListContentType's). */
  nameOf?: (row: Row) => string
  onEdit: (row: Row) => void
}

/**
 * The one list every list type uses: search by name, filter by state, sort by the columns that
 * matter, a selection for bulk Ocultar / Mostrar / Eliminar, configurable columns, then edit and
 * delete; for a type the owner orders by hand, a first column to put the rows in order
 * (`OrderedRows`) while the whole list shows. Long lists draw `PAGE_SIZE` rows at a time.
 */
export function ResourceList({
  title,
  listPath,
  deletePath,
  deletable,
  alsoRefresh = [],
  orderPath,
  columns: ownColumns,
  flags = NO_FLAGS,
  idField = 'id',
  nameField = 'title',
  nameOf: ownNameOf,
  onEdit,
}: ResourceListProps) {
  // Every list type may hold drafts: beside each item's name (seen without scrolling on a phone),
  // whether visitors see it.
  const columns = useMemo(() => {
    const named = ownColumns.findIndex((column) => column.field === nameField) + 1
    return [...ownColumns.slice(0, named), PUBLICATION_COLUMN, ...ownColumns.slice(named)]
  }, [ownColumns, nameField])
  const queryClient = useQueryClient()
  const query = useQuery(adminListQuery(listPath))
  const [toDelete, setToDelete] = useState<Row | undefined>()
  const [view, setView] = useState<ListView>(NO_VIEW)
  const [shown, setShown] = useState(PAGE_SIZE)
  // Typing stays quick with thousands of rows: the list follows the search a moment later.
  const shownView = useDeferredValue(view)

  const nameOf = (row: Row) => ownNameOf?.(row) ?? String(row[nameField] ?? row[idField] ?? '')
  const idOf = (row: Row) => String(row[idField])
  const listed = useDeferredFirstArrival(query.data)
  const rows = listed ?? NO_ROWS
  // biome-ignore lint/correctness/useExhaustiveDependencies: nameOf reads only these props.
  const inView = useMemo(
    () => rowsInView(rows, shownView, flags, nameOf),
    [rows, shownView, flags, nameField, idField, ownNameOf],
  )
  const filterOptions = useMemo(() => stateFiltersOf(flags, rows), [flags, rows])
  const narrowed = isNarrowed(shownView)
  const drawn = useMemo(() => inView.slice(0, shown), [inView, shown])

  // Kept for the list's life, so the memoised filters and headers are not drawn again for it.
  const changeView = useCallback((next: ListView) => {
    setView(next)
    setShown(PAGE_SIZE)
  }, [])
  const sortBy = useCallback((field: string) => {
    setView((current) => ({ ...current, sort: nextSort(current.sort, field) }))
    setShown(PAGE_SIZE)
  }, [])

  const refresh = () =>
    Promise.all(
      [listPath, deletePath, ...alsoRefresh].map((path) =>
        queryClient.invalidateQueries({ queryKey: [path] }),
      ),
    ).then(() => undefined)

  const remove = useMutation({
    retry: false,
    mutationFn: (row: Row) =>
      apiRequest<{ trashId?: number }>('DELETE', `${deletePath}/${idOf(row)}`, {}),
    onSuccess: async (answer) => {
      await refresh()
      setToDelete(undefined)
      toastDeleted(
        { title: DELETE_TEXTS.doneTitle, description: DELETE_TEXTS.doneText },
        answer.trashId,
      )
    },
    onError: () => {
      toaster.create({
        type: 'error',
        title: DELETE_TEXTS.failedTitle,
        description: DELETE_TEXTS.failedText,
      })
    },
  })

  const bulk = useBulkSelection({
    drawn,
    idOf,
    path: deletePath,
    flags,
    actions: flags.visibility ? VISIBILITY_ACTIONS : [],
    refresh,
  })

  const latest = useRef<RowCallbacks>({ toggle: bulk.toggle, edit: onEdit, remove: setToDelete })
  latest.current = { toggle: bulk.toggle, edit: onEdit, remove: setToDelete }
  const callbacks = useMemo<RowCallbacks>(
    () => ({
      toggle: (row, on) => latest.current.toggle(row, on),
      edit: (row) => latest.current.edit(row),
      remove: (row) => latest.current.remove(row),
    }),
    [],
  )

  const headersFor = (sort: SortOrder | undefined) =>
    columns.map((column) =>
      column.field === nameField || SORTABLE_FIELDS.has(column.field) ? (
        <SortableHeader key={column.field} field={column.field} sort={sort} onSort={sortBy}>
          {column.header}
        </SortableHeader>
      ) : (
        <Table.ColumnHeader key={column.field}>{column.header}</Table.ColumnHeader>
      ),
    )
  // The same headers until the columns or the order change: a search draws rows, not headers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: headersFor reads only these and sortBy.
  const orderedHeaders = useMemo(() => headersFor(undefined), [columns, nameField])
  const shownSort = shownView.sort
  // biome-ignore lint/correctness/useExhaustiveDependencies: headersFor reads only these and sortBy.
  const narrowedHeaders = useMemo(() => headersFor(shownSort), [columns, nameField, shownSort])

  const table = (body: ReactNode, ordered: boolean, headers: ReactNode) => (
    <AdminTable
      label={`Lista de ${title}`}
      ordered={ordered}
      selectable={deletable}
      cellsAtTop
      headers={headers}
    >
      {body}
    </AdminTable>
  )

  const cells = (row: Row) => (
    <RowCells
      row={row}
      name={nameOf(row)}
      selected={bulk.isSelected(row)}
      columns={columns}
      nameField={nameField}
      picture={flags.picture}
      visibility={flags.visibility}
      deletable={deletable}
      callbacks={callbacks}
    />
  )

  // The rows in the owner's order stay drawn, hidden, while a search or a filter shows others:
  // their rows (framer-motion's, the dearest part of the list) are then neither taken down by a
  // search nor drawn again once it is cleared (decision 011, «A list of 2,000»). Drawn, the list
  // is not narrowed, so its headers show no search and no sort.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows' callbacks only set state.
  const ordered = useMemo(
    () =>
      orderPath && (
        <OrderedRows
          rows={rows as (Row & Ordered)[]}
          orderPath={orderPath}
          listKey={adminKeys.list(listPath)}
          alsoRefresh={alsoRefresh}
          nameOf={nameOf}
          frame={(body) => table(body, true, orderedHeaders)}
          cells={cells}
          shown={shown}
        />
      ),
    [orderPath, rows, bulk.selected, columns, flags, shown, orderedHeaders, deletable],
  )

  // The list a search or a filter shows is in the page too, hidden and without rows until one
  // narrows it: a search then draws its rows only, not the table around them.
  const narrowedRows = narrowed || !orderPath ? drawn : NO_ROWS
  const noMatch = inView.length === 0
  // Drawn again only when what it shows changes: a keystroke in the search first updates the box,
  // and the rows follow once React has time (`useDeferredValue`), so typing never waits for them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows' callbacks only set state.
  const narrowedList = useMemo(
    () => (
      <Stack gap="3">
        {orderPath && (
          <Text fontSize="sm" color="gray.700">
            {LIST_TEXTS.orderingOff}
          </Text>
        )}
        {noMatch && <Text role="status">{LIST_TEXTS.noMatch}</Text>}
        <div hidden={noMatch}>
          {table(
            <Table.Body>
              {narrowedRows.map((row) => (
                <tr key={idOf(row)}>{cells(row)}</tr>
              ))}
            </Table.Body>,
            false,
            narrowedHeaders,
          )}
        </div>
      </Stack>
    ),
    [narrowedRows, noMatch, bulk.selected, narrowedHeaders, columns, flags, orderPath, deletable],
  )

  return (
    <Card.Root variant="outline" bg="white">
      <Card.Header>
        <Heading as="h2" size="md">
          Lista de {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        {query.isError ? (
          <Text role="alert" color="red.700">
            {LIST_TEXTS.error}
          </Text>
        ) : listed === undefined ? (
          <Text role="status">{LIST_TEXTS.loading}</Text>
        ) : rows.length === 0 ? (
          <Text>{LIST_TEXTS.empty}</Text>
        ) : (
          <Stack gap="4">
            <ListFilters view={view} options={filterOptions} onChange={changeView} />
            {deletable && bulk.controls}
            {ordered ? (
              <>
                <div hidden={narrowed}>{ordered}</div>
                <div hidden={!narrowed}>{narrowedList}</div>
              </>
            ) : (
              narrowedList
            )}
            {inView.length > shown && (
              <Button
                variant="outline"
                alignSelf="center"
                onClick={() => setShown(shown + PAGE_SIZE)}
              >
                {LIST_TEXTS.more(shown, inView.length)}
              </Button>
            )}
          </Stack>
        )}
        <DeleteDialog
          open={toDelete !== undefined}
          deleting={remove.isPending}
          onCancel={() => setToDelete(undefined)}
          onConfirm={() => toDelete && remove.mutate(toDelete)}
        />
      </Card.Body>
    </Card.Root>
  )
}
