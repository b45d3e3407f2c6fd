import { Alert } from '@chakra-ui/react/alert'
import { Box } from '@chakra-ui/react/box'
import { Button, CloseButton } from '@chakra-ui/react/button'
import { Dialog } from '@chakra-ui/react/dialog'
import { Portal } from '@chakra-ui/react/portal'
import { Spinner } from '@chakra-ui/react/spinner'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { madridShortDateTimeText } from '../../../../edge-functions/_shared/madrid-time.ts'
import { documentWords } from '../../../../edge-functions/_shared/page-nodes.ts'
import { type ItemVersion, restorePathOf } from '../../../../edge-functions/_shared/versions.ts'
import { toaster } from '../../components/ui/toast-store.ts'
import { apiRequest } from '../../lib/api.ts'
import { serverMessageOf } from '../forms/save-errors.ts'
import { type Row, VERSION_TEXTS, type VersionHistoryProps } from './version-history.tsx'

const LONGEST_SHOWN = 90

/** What a field held, short enough for a line of the list. */
function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return VERSION_TEXTS.emptyValue
  if (typeof value === 'boolean') return value ? VERSION_TEXTS.yes : VERSION_TEXTS.no
  const text = typeof value === 'string' ? value : (documentWords(value) ?? JSON.stringify(value))
  return text.length > LONGEST_SHOWN ? `${text.slice(0, LONGEST_SHOWN - 1)}…` : text
}

/** A kept version, with the item's versions path it was read from (where it is restored). */
type SourcedVersion = ItemVersion & { path: string }

/** The versions of every path, newest first; undefined until all have answered. */
function newestFirst(
  answers: readonly { data?: ItemVersion[] }[],
  paths: readonly string[],
): SourcedVersion[] | undefined {
  if (answers.some((answer) => answer.data === undefined)) return undefined
  return answers
    .flatMap((answer, index) =>
      (answer.data ?? []).map((version) => ({ ...version, path: paths[index] })),
    )
    .sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt) || b.id - a.id)
}

/**
 * Historial's dialog (the whole screen on a phone), opened by `VersionHistory`'s button: the
 * versions the database kept (20261128200100_content_versions.sql) of one saved item, or of
 * several (a Configuración tab's settings, each its own item), newest first, each with its date in
 * Madrid and the fields the next save changed (by the form's labels, with what they held).
 * "Restaurar esta versión" asks first, then puts it back through the path it was read from; the
 * lists refresh, the dialog closes and the form takes the restored item through `onRestored`.
 */
export default function VersionHistoryDialog({
  open,
  onOpenChange,
  opener,
  paths,
  labels,
  listPaths,
  dirty,
  onRestored,
}: VersionHistoryProps & {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opened it: focus goes back to it when the dialog closes. */
  opener: () => HTMLElement | null
}) {
  const queryClient = useQueryClient()
  const versions = useQueries({
    queries: paths.map((path) => ({ queryKey: [path, 'admin'], enabled: open, staleTime: 0 })),
    combine: (answers) => ({
      data: newestFirst(answers as { data?: ItemVersion[] }[], paths),
      isError: answers.some((answer) => answer.isError),
    }),
  })
  const restore = useMutation({
    retry: false,
    mutationFn: (version: SourcedVersion) =>
      apiRequest<Row>('POST', restorePathOf(version.path, version.id)),
  })
  const [confirming, setConfirming] = useState<number>()

  const onConfirm = async (version: SourcedVersion) => {
    try {
      const saved = await restore.mutateAsync(version)
      await Promise.all(
        [version.path, ...listPaths].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      )
      toaster.create({ type: 'success', title: VERSION_TEXTS.restored })
      setConfirming(undefined)
      onOpenChange(false)
      onRestored(saved)
    } catch (error) {
      toaster.create({
        type: 'error',
        title: VERSION_TEXTS.restoreFailed,
        description: serverMessageOf(error),
      })
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        onOpenChange(details.open)
        if (!details.open) setConfirming(undefined)
      }}
      finalFocusEl={opener}
      placement="center"
      scrollBehavior="inside"
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{VERSION_TEXTS.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted" textStyle="sm">
                  {VERSION_TEXTS.intro}
                </Text>
                {versions.data === undefined ? (
                  versions.isError ? (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Title>{VERSION_TEXTS.failed}</Alert.Title>
                    </Alert.Root>
                  ) : (
                    <HStack role="status" gap="2">
                      <Spinner size="sm" />
                      <Text>{VERSION_TEXTS.loading}</Text>
                    </HStack>
                  )
                ) : versions.data.length === 0 ? (
                  <Text>{VERSION_TEXTS.empty}</Text>
                ) : (
                  <Stack as="ol" gap="3" listStyleType="none" aria-label={VERSION_TEXTS.title}>
                    {versions.data.map((version) => (
                      <VersionItem
                        key={version.id}
                        version={version}
                        labels={labels}
                        confirming={confirming === version.id}
                        restoring={restore.isPending}
                        dirty={dirty}
                        onAsk={() => setConfirming(version.id)}
                        onCancel={() => setConfirming(undefined)}
                        onConfirm={() => void onConfirm(version)}
                      />
                    ))}
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{VERSION_TEXTS.close}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={VERSION_TEXTS.closeX} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

function VersionItem({
  version,
  labels,
  confirming,
  restoring,
  dirty,
  onAsk,
  onCancel,
  onConfirm,
}: {
  version: ItemVersion
  labels: Readonly<Record<string, string>>
  confirming: boolean
  restoring: boolean
  dirty: boolean
  onAsk: () => void
  onCancel: () => void
  onConfirm: () => void
}) {
  const askRef = useRef<HTMLButtonElement>(null)
  const wasConfirming = useRef(false)
  // Back from "Cancelar", focus returns to the button that asked.
  useEffect(() => {
    if (wasConfirming.current && !confirming) askRef.current?.focus()
    wasConfirming.current = confirming
  }, [confirming])
  const heading = `${VERSION_TEXTS.versionOf} ${madridShortDateTimeText(version.updatedAt ?? version.savedAt)}`
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" bg="white">
      <Stack gap="2">
        <Text fontWeight="semibold">{heading}</Text>
        <Text textStyle="sm" color="fg.muted">
          {VERSION_TEXTS.replacedOn} {madridShortDateTimeText(version.savedAt)}
        </Text>
        <Box>
          <Text textStyle="sm">{VERSION_TEXTS.changedFields}</Text>
          <Box as="ul" ps="4" listStyleType="disc" textStyle="sm">
            {version.changed.map((field) => (
              <li key={field}>
                <Text as="span" fontWeight="medium">
                  {labels[field] ?? field}
                </Text>
                {': '}
                <Text as="span" color="fg.muted" wordBreak="break-word">
                  {shownValue(version.before[field])}
                </Text>
              </li>
            ))}
          </Box>
        </Box>
        {/* The button stays while the question shows: focus moves from it to Cancelar, never
            to a removed element (which the dialog's focus trap would move somewhere else). */}
        <Box>
          <Button
            ref={askRef}
            size="sm"
            variant="outline"
            onClick={onAsk}
            disabled={restoring}
            aria-expanded={confirming}
          >
            {VERSION_TEXTS.restore}
          </Button>
        </Box>
        {confirming && (
          <ConfirmRestore
            restoring={restoring}
            dirty={dirty}
            onCancel={onCancel}
            onConfirm={onConfirm}
          />
        )}
      </Stack>
    </Box>
  )
}

/** The question before a restore; focus starts on Cancelar, the harmless answer. */
function ConfirmRestore({
  restoring,
  dirty,
  onCancel,
  onConfirm,
}: {
  restoring: boolean
  dirty: boolean
  onCancel: () => void
  onConfirm: () => void
}) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  useEffect(() => cancelRef.current?.focus(), [])
  return (
    <Alert.Root status="warning">
      <Alert.Content>
        <Alert.Title>{VERSION_TEXTS.question}</Alert.Title>
        <Alert.Description>
          {VERSION_TEXTS.warning} {dirty && VERSION_TEXTS.unsaved}
        </Alert.Description>
        <HStack mt="3" gap="2" wrap="wrap">
          <Button
            ref={cancelRef}
            size="sm"
            variant="outline"
            onClick={onCancel}
            disabled={restoring}
          >
            {VERSION_TEXTS.cancel}
          </Button>
          <Button size="sm" colorPalette="blue" onClick={onConfirm} loading={restoring}>
            {VERSION_TEXTS.confirm}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  )
}
