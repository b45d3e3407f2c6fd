import { Stack } from '@chakra-ui/react/stack'
import { Table } from '@chakra-ui/react/table'
import { Text } from '@chakra-ui/react/text'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import { AnimatePresence, useDragControls } from 'framer-motion'
import { Reorder } from 'framer-motion/m'
import { type ReactNode, type RefObject, useId, useRef, useState } from 'react'
import { FaArrowDown, FaArrowUp, FaGripVertical } from 'react-icons/fa'
import { RowIconButton } from '../editor/row-actions.tsx'
import { AdminMotion } from '../motion.tsx'
import { ORDER_TEXTS } from './order-texts.ts'
import {
  type ListOrder,
  type ListOrderOptions,
  type Ordered,
  useListOrder,
} from './use-list-order.ts'

function OrderedRow<T extends Ordered>({
  row,
  name,
  order,
  helpId,
  cells,
  body,
}: {
  row: T
  name: string
  order: ListOrder
  helpId: string
  cells: (row: T) => ReactNode
  /** The rows' box: a dragged row stays inside it, below the table's header. */
  body: RefObject<HTMLTableSectionElement | null>
}) {
  const controls = useDragControls()
  // A row measures the rows' box (and watches its size) only once its handle is pressed: done
  // on mount by each of a long list's rows, that measuring cost more than drawing them.
  const [pressed, setPressed] = useState(false)
  const position = order.ids.indexOf(row.id)
  const first = position === 0
  const last = position === order.ids.length - 1
  // Plain elements the `AdminTable` around them styles, as a long list's rows are (decision 011).
  return (
    <Reorder.Item
      as="tr"
      value={row.id}
      data-grabbed={order.grabbedId === row.id || undefined}
      // The handle is the row's one way in for the keyboard, not the row itself.
      tabIndex={undefined}
      dragListener={false}
      dragControls={controls}
      dragConstraints={pressed ? body : undefined}
      dragElastic={0}
      onDragStart={() => order.onDragStart(row.id)}
      onDragEnd={() => order.onDragEnd()}
      initial={{ opacity: 0 }}
      animate={{ opacity: 1 }}
      exit={{ opacity: 0 }}
    >
      <td>
        <div data-order-controls="">
          <RowIconButton
            label={ORDER_TEXTS.handle(name)}
            aria-describedby={helpId}
            size="xs"
            // Grabbed with the pointer, which drags the row: the browser must not scroll instead.
            data-handle=""
            onPointerDown={(event) => {
              setPressed(true)
              controls.start(event)
            }}
            onKeyDown={(event) => order.onHandleKeyDown(row.id, event)}
            onBlur={() => order.onHandleBlur(row.id)}
          >
            <FaGripVertical />
          </RowIconButton>
          {/* Stacked, so the row's own columns keep the room. */}
          <div>
            <RowIconButton
              label={ORDER_TEXTS.up(name)}
              // aria-disabled, not disabled: the button keeps focus when its row reaches the top.
              aria-disabled={first || undefined}
              size="xs"
              outline
              onClick={() => order.step(row.id, -1)}
            >
              <FaArrowUp />
            </RowIconButton>
            <RowIconButton
              label={ORDER_TEXTS.down(name)}
              aria-disabled={last || undefined}
              size="xs"
              outline
              onClick={() => order.step(row.id, 1)}
            >
              <FaArrowDown />
            </RowIconButton>
          </div>
        </div>
      </td>
      {cells(row)}
    </Reorder.Item>
  )
}

/**
 * The rows of a list the owner puts in order: by dragging a row's handle, by its Subir and Bajar
 * buttons (one pointer, no dragging: WCAG 2.5.7), or from the handle by keyboard. Each change
 * is read out in a live region ('Reiki: posición 2 de 6'). The caller draws the table around
 * the body (`frame`, whose head starts with an `ORDER_TEXTS.column` header) and each row's own
 * cells.
 */
export function OrderedRows<T extends Ordered>({
  frame,
  cells,
  shown = Number.POSITIVE_INFINITY,
  ...options
}: ListOrderOptions<T> & {
  frame: (body: ReactNode) => ReactNode
  cells: (row: T) => ReactNode
  /** How many of the first rows are drawn (a long list shows more on request). */
  shown?: number
}) {
  const order = useListOrder(options)
  const helpId = useId()
  const body = useRef<HTMLTableSectionElement>(null)
  const rows = order.rows.slice(0, shown)
  // The group is given the drawn rows only: it looks through its values on every render and,
  // for each row that leaves, for a rendered one (its tab stop), which with 2,000 items and 50
  // rows drawn cost more than the rows. A drag moves drawn rows; the others keep their places.
  const drawnIds = order.ids.slice(0, rows.length)
  return (
    <AdminMotion>
      <Stack gap="3">
        <Text id={helpId} fontSize="sm" color="gray.700">
          {ORDER_TEXTS.help}
        </Text>
        {frame(
          <Table.Body asChild>
            <Reorder.Group
              ref={body}
              as="tbody"
              axis="y"
              values={drawnIds}
              onReorder={(drawn: number[]) =>
                order.onReorder([...drawn, ...order.ids.slice(drawn.length)])
              }
            >
              <AnimatePresence initial={false}>
                {rows.map((row) => (
                  <OrderedRow
                    key={row.id}
                    row={row}
                    name={options.nameOf(row)}
                    order={order}
                    helpId={helpId}
                    cells={cells}
                    body={body}
                  />
                ))}
              </AnimatePresence>
            </Reorder.Group>
          </Table.Body>,
        )}
        <VisuallyHidden role="status">{order.announcement}</VisuallyHidden>
      </Stack>
    </AdminMotion>
  )
}
