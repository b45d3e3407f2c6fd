import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Progress } from '@chakra-ui/react/progress'
import { Text } from '@chakra-ui/react/text'
import { useMutation } from '@tanstack/react-query'
import { type ChangeEvent, useRef, useState } from 'react'
import { FaUndo, FaUpload } from 'react-icons/fa'
import type { RestoreOutcome } from '../../../../edge-functions/api/restore.ts'
import { apiDownload, apiSendFile, HttpError } from '../../lib/api.ts'
import { queryClient } from '../../lib/query-client.ts'
import { fileSizeText } from '../media/file-size.ts'
import { type BackupContents, NotABackup, readBackupContents } from './backup-contents.ts'
import { RestoreDialog } from './restore-dialog.tsx'
import { RESTORE_BUTTON, RESTORE_TEXTS } from './restore-texts.ts'
import { saveFile } from './save-file.ts'

type Chosen = { file: File; contents: BackupContents }

/** Where a restore is: its progress bar's value (null: under way, no measure) and its words. */
type Stage = { value: number | null; text: string }

type Undo = { blob: Blob; fileName: string }

type Restored = { outcome: RestoreOutcome; undo?: Undo; undone: boolean }

const percent = (done: number, total: number | undefined) =>
  total ? Math.round((done / total) * 100) : null

/** The site as it is could not be downloaded first: nothing was sent. */
class CurrentCopyFailed extends Error {}

function failureText(error: unknown): string {
  if (error instanceof NotABackup || error instanceof CurrentCopyFailed) return error.message
  if (error instanceof HttpError) return error.serverMessage ?? `Error ${error.status}`
  return RESTORE_TEXTS.connectionLost
}

/**
 * "Restaurar una copia": she chooses a file, reads what it holds (its manifest, read here) and
 * confirms; the site as it is now is downloaded first (saved to her downloads and kept for
 * "Deshacer"), then the copy is sent to POST /api/backup/restore, which puts it back all or
 * nothing. Every query is read again after, so the admin shows the restored site.
 */
export function RestoreBackup() {
  const input = useRef<HTMLInputElement>(null)
  const [chosen, setChosen] = useState<Chosen>()
  const [choiceError, setChoiceError] = useState<string>()
  const [stage, setStage] = useState<Stage>()

  const send = async (file: Blob) => {
    setStage({ value: 0, text: RESTORE_TEXTS.sending('0 KB', fileSizeText(file.size)) })
    const outcome = await apiSendFile<RestoreOutcome>('/api/backup/restore', file, (sent, total) =>
      setStage(
        sent < total
          ? {
              value: percent(sent, total),
              text: RESTORE_TEXTS.sending(fileSizeText(sent), fileSizeText(total)),
            }
          : { value: null, text: RESTORE_TEXTS.placing },
      ),
    )
    await queryClient.invalidateQueries()
    return outcome
  }

  const restore = useMutation({
    mutationFn: async (file: File): Promise<Restored> => {
      setStage({ value: null, text: RESTORE_TEXTS.savingCurrent })
      let current: Awaited<ReturnType<typeof apiDownload>>
      try {
        current = await apiDownload('/api/backup', (received, total) =>
          setStage({
            value: percent(received, total),
            text: RESTORE_TEXTS.savingProgress(
              fileSizeText(received),
              total ? fileSizeText(total) : undefined,
            ),
          }),
        )
      } catch {
        throw new CurrentCopyFailed(RESTORE_TEXTS.failedSaving)
      }
      const undo = {
        blob: new Blob([current.blob], { type: 'application/x-tar' }),
        fileName: `antes-de-restaurar-${current.fileName ?? 'copia-de-seguridad.tar'}`,
      }
      saveFile(undo.blob, undo.fileName)
      return { outcome: await send(file), undo, undone: false }
    },
    onSettled: () => setStage(undefined),
  })

  const undo = useMutation({
    mutationFn: async (saved: Undo): Promise<Restored> => ({
      outcome: await send(saved.blob),
      undone: true,
    }),
    onSettled: () => setStage(undefined),
  })

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setChoiceError(undefined)
    restore.reset()
    undo.reset()
    setStage({ value: null, text: RESTORE_TEXTS.reading })
    try {
      setChosen({ file, contents: await readBackupContents(file) })
    } catch (error) {
      setChoiceError(failureText(error))
    } finally {
      setStage(undefined)
    }
  }

  const working = restore.isPending || undo.isPending
  const result = undo.data ?? restore.data
  const failure = undo.error ?? restore.error
  return (
    <Box display="flex" flexDirection="column" gap="3">
      <Text fontSize="sm" color="gray.700">
        {RESTORE_TEXTS.explanation}
      </Text>
      <Box>
        <input
          ref={input}
          type="file"
          accept=".tar,application/x-tar"
          hidden
          onChange={choose}
          data-testid="restore-file"
        />
        <Button variant="outline" onClick={() => input.current?.click()} disabled={working}>
          <FaUpload aria-hidden="true" />
          {RESTORE_BUTTON}
        </Button>
      </Box>
      <Box aria-live="polite" display="flex" flexDirection="column" gap="2">
        {stage && (
          <Progress.Root value={stage.value} max={100} size="xs" colorPalette="brand">
            <Progress.Label fontSize="sm" mb="1">
              {stage.text}
            </Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        {!working && result && (
          <>
            <Text fontSize="sm" color="green.800">
              {result.undone
                ? RESTORE_TEXTS.undone
                : RESTORE_TEXTS.restored(
                    Object.values(result.outcome.rows).reduce((sum, rows) => sum + rows, 0),
                    result.outcome.files,
                    result.outcome.fileBytes,
                  )}
            </Text>
            {result.undo && (
              <>
                <Text fontSize="sm" color="gray.700" overflowWrap="anywhere">
                  {RESTORE_TEXTS.savedBefore(result.undo.fileName)}
                </Text>
                <Box>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => result.undo && undo.mutate(result.undo)}
                  >
                    <FaUndo aria-hidden="true" />
                    {RESTORE_TEXTS.undo}
                  </Button>
                </Box>
              </>
            )}
          </>
        )}
      </Box>
      {!working && (choiceError ?? failure) && (
        <Text role="alert" fontSize="sm" color="red.700">
          {choiceError ?? failureText(failure)}
        </Text>
      )}
      <RestoreDialog
        contents={chosen?.contents}
        fileName={chosen?.file.name ?? ''}
        onCancel={() => setChosen(undefined)}
        onConfirm={() => {
          if (!chosen) return
          setChosen(undefined)
          restore.mutate(chosen.file)
        }}
      />
    </Box>
  )
}
