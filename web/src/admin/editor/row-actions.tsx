import { IconButton } from '@chakra-ui/react/button'
import { HStack } from '@chakra-ui/react/stack'
import { Table } from '@chakra-ui/react/table'
import type { ReactNode } from 'react'
import { FaEdit, FaTrash } from 'react-icons/fa'
import { ORDER_TEXTS } from '../ordering/order-texts.ts'
import { LIST_TEXTS } from './messages.ts'

/** The actions column stays in view while a table too wide for the screen scrolls sideways. */
export const STICKY_END = {
  position: 'sticky',
  insetEnd: '0',
  bg: 'white',
  boxShadow: 'inset 1px 0 0 var(--chakra-colors-gray-200)',
} as const

/** A row's "Editar: {name}" and "Eliminar: {name}" icon buttons, as every admin list has them. */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string
  onEdit: () => void
  onDelete: () => void
}) {
  return (
    <HStack gap="1" justify="flex-end">
      <IconButton
        aria-label={`Editar: ${name}`}
        variant="ghost"
        size="sm"
        colorPalette="brand"
        onClick={onEdit}
      >
        <FaEdit />
      </IconButton>
      <IconButton
        aria-label={`Eliminar: ${name}`}
        variant="ghost"
        size="sm"
        colorPalette="red"
        onClick={onDelete}
      >
        <FaTrash />
      </IconButton>
    </HStack>
  )
}

/**
 * An admin list's table: a labelled region that scrolls sideways on a narrow screen (and takes
 * the keyboard's focus to do so), the order column when the rows can be put in order, the
 * caller's column headers and the sticky actions column.
 */
export function AdminTable({
  label,
  ordered,
  headers,
  children,
}: {
  label: string
  ordered: boolean
  headers: ReactNode
  children: ReactNode
}) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="md"
      tabIndex={0}
      role="region"
      aria-label={label}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.600' }}
      // Holds the rows' visually hidden texts, which would otherwise widen the whole page.
      position="relative"
    >
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            {ordered && <Table.ColumnHeader>{ORDER_TEXTS.column}</Table.ColumnHeader>}
            {headers}
            <Table.ColumnHeader textAlign="end" {...STICKY_END}>
              {LIST_TEXTS.actions}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  )
}
