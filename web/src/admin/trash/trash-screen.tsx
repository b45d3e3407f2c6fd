import { Button } from '@chakra-ui/react/button'
import { Card } from '@chakra-ui/react/card'
import { Flex } from '@chakra-ui/react/flex'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Table } from '@chakra-ui/react/table'
import { Text } from '@chakra-ui/react/text'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useDeferredValue, useMemo, useState } from 'react'
import { FaTrash, FaTrashRestore } from 'react-icons/fa'
import { madridShortDateTimeText } from '../../../../edge-functions/_shared/madrid-time.ts'
import { toaster } from '../../components/ui/toast-store.ts'
import { apiRequest } from '../../lib/api.ts'
import { queryClient } from '../../lib/query-client.ts'
import { DeleteDialog } from '../editor/delete-dialog.tsx'
import { ListFilters } from '../editor/list-controls.tsx'
import { type ListView, NO_VIEW, rowsInView } from '../editor/list-view.ts'
import { LIST_TEXTS } from '../editor/messages.ts'
import { AdminTable, STICKY_END } from '../editor/row-actions.tsx'
import { serverMessageOf } from '../forms/save-errors.ts'
import { kindName } from './trash-kinds.ts'
import {
  deleteEntryForGood,
  restoreWithToast,
  TRASH_PATH,
  type TrashEntry,
  trashQuery,
} from './trash-queries.ts'
import { TRASH_TEXTS } from './trash-texts.ts'

function RestoreButton({ entry }: { entry: TrashEntry }) {
  const restore = useMutation({ mutationFn: () => restoreWithToast(entry.id) })
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={`${TRASH_TEXTS.restore}: ${entry.label}`}
      loading={restore.isPending}
      onClick={() => restore.mutate()}
    >
      <FaTrashRestore aria-hidden="true" />
      {TRASH_TEXTS.restore}
    </Button>
  )
}

/**
 * "Eliminar definitivamente" of one entry, after asking; one dialog for the whole list. It keeps
 * the entry it asked about while it closes, so its question does not change as it fades.
 */
function DeleteForGoodDialog({
  asking,
  onClose,
}: {
  asking: { entry: TrashEntry; open: boolean } | undefined
  onClose: () => void
}) {
  const remove = useMutation({
    retry: false,
    mutationFn: (entry: TrashEntry) => deleteEntryForGood(entry.id),
    onSuccess: (_, entry) => {
      onClose()
      toaster.create({
        type: 'success',
        title: TRASH_TEXTS.deletedForGood,
        description: entry.label,
      })
    },
    onError: (error) => {
      onClose()
      toaster.create({
        type: 'error',
        title: TRASH_TEXTS.deleteForGoodFailed,
        description: serverMessageOf(error),
      })
    },
  })
  return (
    <DeleteDialog
      open={asking?.open ?? false}
      deleting={remove.isPending}
      onCancel={onClose}
      onConfirm={() => asking && remove.mutate(asking.entry)}
      title={TRASH_TEXTS.deleteForGoodQuestion(asking?.entry.label ?? '')}
      description={TRASH_TEXTS.deleteForGoodWarning}
      confirmText={TRASH_TEXTS.deleteForGood}
    />
  )
}

/** "Vaciar papelera", after asking: everything in it is deleted for good. */
function EmptyTrash() {
  const [asking, setAsking] = useState(false)
  const empty = useMutation({
    retry: false,
    mutationFn: () => apiRequest('DELETE', TRASH_PATH),
    onSuccess: async () => {
      setAsking(false)
      toaster.create({ type: 'success', title: TRASH_TEXTS.emptied })
      await queryClient.invalidateQueries()
    },
    onError: (error) => {
      setAsking(false)
      toaster.create({
        type: 'error',
        title: TRASH_TEXTS.emptyFailed,
        description: serverMessageOf(error),
      })
    },
  })
  return (
    <>
      <Button colorPalette="red" variant="outline" onClick={() => setAsking(true)}>
        {TRASH_TEXTS.emptyTrash}
      </Button>
      <DeleteDialog
        open={asking}
        deleting={empty.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => empty.mutate()}
        title={TRASH_TEXTS.emptyQuestion}
        description={TRASH_TEXTS.emptyWarning}
        confirmText={TRASH_TEXTS.emptyConfirm}
      />
    </>
  )
}

/**
 * /admin/papelera: what the owner deleted, to restore it, delete one entry for good or empty the
 * bin.
 */
export function TrashScreen() {
  const query = useQuery(trashQuery)
  const [asking, setAsking] = useState<{ entry: TrashEntry; open: boolean }>()
  const [view, setView] = useState<ListView>(NO_VIEW)
  const search = useDeferredValue(view)
  const shown = useMemo(
    () => rowsInView(query.data ?? [], search, {}, (entry) => entry.label),
    [query.data, search],
  )
  return (
    <Stack gap="6">
      <Flex
        gap="4"
        justify="space-between"
        align={{ base: 'flex-start', md: 'center' }}
        wrap="wrap"
      >
        <Stack gap="1" maxW="2xl">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {TRASH_TEXTS.title}
          </Heading>
          <Text color="gray.700">{TRASH_TEXTS.intro}</Text>
        </Stack>
        {query.data && query.data.length > 0 && <EmptyTrash />}
      </Flex>
      <Card.Root variant="outline" bg="white">
        <Card.Body>
          {query.isPending ? (
            <Text role="status">{TRASH_TEXTS.loading}</Text>
          ) : query.isError ? (
            <Text role="alert" color="red.700">
              {TRASH_TEXTS.error}
            </Text>
          ) : query.data.length === 0 ? (
            <Text>{TRASH_TEXTS.empty}</Text>
          ) : (
            <Stack gap="4">
              <ListFilters view={view} options={[]} onChange={setView} />
              {shown.length === 0 ? (
                <Text role="status">{LIST_TEXTS.noMatch}</Text>
              ) : (
                <AdminTable
                  label={TRASH_TEXTS.title}
                  ordered={false}
                  headers={
                    <>
                      <Table.ColumnHeader>{TRASH_TEXTS.name}</Table.ColumnHeader>
                      <Table.ColumnHeader>{TRASH_TEXTS.type}</Table.ColumnHeader>
                      <Table.ColumnHeader>{TRASH_TEXTS.deletedAt}</Table.ColumnHeader>
                    </>
                  }
                >
                  <Table.Body>
                    {shown.map((entry) => (
                      <Table.Row key={entry.id}>
                        {/* First, so on a phone it heads the card: the whole name, wrapped. */}
                        <Table.Cell
                          verticalAlign="top"
                          whiteSpace="normal"
                          minW="8rem"
                          fontWeight={{ base: 'semibold', md: 'normal' }}
                        >
                          {entry.label}
                        </Table.Cell>
                        <Table.Cell verticalAlign="top" data-label={TRASH_TEXTS.type}>
                          {kindName(entry)}
                        </Table.Cell>
                        <Table.Cell verticalAlign="top" data-label={TRASH_TEXTS.deletedAt}>
                          {madridShortDateTimeText(entry.deletedAt)}
                        </Table.Cell>
                        <Table.Cell textAlign="end" verticalAlign="top" {...STICKY_END}>
                          <HStack gap="2" justify="flex-end" wrap="wrap">
                            <RestoreButton entry={entry} />
                            <Button
                              size="sm"
                              variant="outline"
                              colorPalette="red"
                              aria-label={`${TRASH_TEXTS.deleteForGood}: ${entry.label}`}
                              onClick={() => setAsking({ entry, open: true })}
                            >
                              <FaTrash aria-hidden="true" />
                              {TRASH_TEXTS.deleteForGood}
                            </Button>
                          </HStack>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </AdminTable>
              )}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
      <DeleteForGoodDialog
        asking={asking}
        onClose={() => setAsking((current) => current && { ...current, open: false })}
      />
    </Stack>
  )
}
