import { IconButton } from '@chakra-ui/react/button'
import { HStack } from '@chakra-ui/react/stack'
import { FaEdit, FaTrash } from 'react-icons/fa'

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
