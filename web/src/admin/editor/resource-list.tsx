import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { Table } from '@chakra-ui/react/table'
import { Text } from '@chakra-ui/react/text'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { toaster } from '../../components/ui/toast-store.ts'
import { apiRequest } from '../../lib/api.ts'
import { OrderedRows } from '../ordering/ordered-rows.tsx'
import type { Ordered } from '../ordering/use-list-order.ts'
import { toastDeleted } from '../trash/trash-queries.ts'
import { Cell } from './cells.tsx'
import type { Column } from './content-type.ts'
import { DeleteDialog } from './delete-dialog.tsx'
import { DELETE_TEXTS, LIST_TEXTS } from './messages.ts'
import { publicationColumn } from './publication.tsx'
import { adminKeys, adminListQuery } from './queries.ts'
import { AdminTable, RowActions, STICKY_END } from './row-actions.tsx'

export type Row = Record<string, unknown>

const nameCell = { whiteSpace: 'normal', minW: '8rem' } as const

export interface ResourceListProps {
  /** 'Lista de {title}'. */
  title: string
  /** The list read (`GET`). */
  listPath: string
  /** Where one row is deleted: `DELETE {deletePath}/{id}`. */
  deletePath: string
  /** Lists to refresh after a delete or a new order, besides this one. */
  alsoRefresh?: readonly string[]
  /** Where the owner's order of the rows is saved, when they put them in order by hand. */
  orderPath?: string
  columns: readonly Column[]
  idField?: string
  nameField?: string
  onEdit: (row: Row) => void
}

/**
 * The one table every list type uses: configurable columns, then edit and delete; for a type
 * the owner orders by hand, a first column to put the rows in order (`OrderedRows`).
 */
export function ResourceList({
  title,
  listPath,
  deletePath,
  alsoRefresh = [],
  orderPath,
  columns: ownColumns,
  idField = 'id',
  nameField = 'title',
  onEdit,
}: ResourceListProps) {
  // Every list type may hold drafts: beside each item's name (seen without scrolling on a phone),
  // whether visitors see it.
  const named = ownColumns.findIndex((column) => column.field === nameField) + 1
  const columns = [...ownColumns.slice(0, named), publicationColumn, ...ownColumns.slice(named)]
  const queryClient = useQueryClient()
  const query = useQuery(adminListQuery(listPath))
  const [toDelete, setToDelete] = useState<Row | undefined>()

  const remove = useMutation({
    retry: false,
    mutationFn: (row: Row) =>
      apiRequest<{ trashId?: number }>('DELETE', `${deletePath}/${String(row[idField])}`, {}),
    onSuccess: async (answer) => {
      await Promise.all(
        [listPath, deletePath, ...alsoRefresh].map((path) =>
          queryClient.invalidateQueries({ queryKey: [path] }),
        ),
      )
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

  const nameOf = (row: Row) => String(row[nameField] ?? row[idField] ?? '')

  const table = (body: ReactNode, ordered: boolean) => (
    <AdminTable
      label={`Lista de ${title}`}
      ordered={ordered}
      headers={columns.map((column) => (
        <Table.ColumnHeader key={column.field}>{column.header}</Table.ColumnHeader>
      ))}
    >
      {body}
    </AdminTable>
  )

  const cells = (row: Row) => (
    <>
      {columns.map((column) => (
        <Table.Cell
          key={column.field}
          verticalAlign="top"
          // The row's name wraps rather than hide under the actions on a narrow screen.
          {...(column.field === nameField && nameCell)}
        >
          {column.render ? column.render(row) : <Cell value={row[column.field]} />}
        </Table.Cell>
      ))}
      <Table.Cell textAlign="end" verticalAlign="top" {...STICKY_END}>
        <RowActions
          name={nameOf(row)}
          onEdit={() => onEdit(row)}
          onDelete={() => setToDelete(row)}
        />
      </Table.Cell>
    </>
  )

  return (
    <Card.Root variant="outline" bg="white">
      <Card.Header>
        <Heading as="h2" size="md">
          Lista de {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        {query.isPending ? (
          <Text role="status">{LIST_TEXTS.loading}</Text>
        ) : query.isError ? (
          <Text role="alert" color="red.700">
            {LIST_TEXTS.error}
          </Text>
        ) : query.data.length === 0 ? (
          <Text>{LIST_TEXTS.empty}</Text>
        ) : orderPath ? (
          <OrderedRows
            rows={query.data as (Row & Ordered)[]}
            orderPath={orderPath}
            listKey={adminKeys.list(listPath)}
            alsoRefresh={alsoRefresh}
            nameOf={nameOf}
            frame={(body) => table(body, true)}
            cells={cells}
          />
        ) : (
          table(
            <Table.Body>
              {query.data.map((row) => (
                <Table.Row key={String(row[idField])}>{cells(row)}</Table.Row>
              ))}
            </Table.Body>,
            false,
          )
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
