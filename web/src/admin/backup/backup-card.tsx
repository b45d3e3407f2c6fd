import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { Progress } from '@chakra-ui/react/progress'
import { Separator } from '@chakra-ui/react/separator'
import { Text } from '@chakra-ui/react/text'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { FaDownload } from 'react-icons/fa'
import { apiDownload, HttpError } from '../../lib/api.ts'
import { fileSizeText } from '../media/file-size.ts'
import { RestoreBackup } from './restore-backup.tsx'
import { saveFile } from './save-file.ts'

export const BACKUP_BUTTON = 'Descargar copia de seguridad'

type Progressing = { received: number; total: number | undefined }

function progressText({ received, total }: Progressing): string {
  if (received === 0) return 'Preparando la copia de seguridad… Puede tardar unos minutos.'
  return total
    ? `Descargando la copia: ${fileSizeText(received)} de ${fileSizeText(total)}`
    : `Descargando la copia: ${fileSizeText(received)}`
}

/**
 * "Descargar copia de seguridad": one file with all the site's content, settings, albums and
 * tracks and every library file (GET /api/backup), and "Restaurar una copia", which puts one
 * back (restore-backup.tsx; `npm run restore` from a terminal).
 */
export function BackupCard() {
  const [progress, setProgress] = useState<Progressing>()
  const download = useMutation({
    mutationFn: () =>
      apiDownload('/api/backup', (received, total) => setProgress({ received, total })),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? 'copia-de-seguridad.tar'),
    onSettled: () => setProgress(undefined),
  })
  const failure =
    download.error instanceof HttpError
      ? (download.error.serverMessage ?? 'No se pudo descargar la copia de seguridad.')
      : 'No se pudo descargar la copia de seguridad: se cortó la conexión. Inténtalo de nuevo.'
  return (
    <Card.Root variant="outline" bg="white">
      <Card.Body gap="3">
        <Heading as="h3" size="sm">
          Copia de seguridad
        </Heading>
        <Text fontSize="sm" color="gray.700">
          Un solo archivo con todo el contenido, la configuración, los álbumes y sus pistas, la
          papelera, el historial y todos los archivos de la biblioteca. Guárdalo en un lugar seguro:
          con él se puede recuperar el sitio entero.
        </Text>
        <Box>
          <Button
            colorPalette="brand"
            onClick={() => download.mutate()}
            loading={download.isPending}
            loadingText="Preparando la copia…"
          >
            <FaDownload aria-hidden="true" />
            {BACKUP_BUTTON}
          </Button>
        </Box>
        <Box aria-live="polite">
          {download.isPending && progress && (
            <Progress.Root
              value={progress.total ? Math.round((progress.received / progress.total) * 100) : null}
              max={100}
              size="xs"
              colorPalette="brand"
            >
              <Progress.Label fontSize="sm" mb="1">
                {progressText(progress)}
              </Progress.Label>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          {download.isSuccess && (
            <Text fontSize="sm" color="green.800">
              Copia descargada ({fileSizeText(download.data.blob.size)}).
            </Text>
          )}
        </Box>
        {download.isError && (
          <Text role="alert" fontSize="sm" color="red.700">
            {failure}
          </Text>
        )}
        <Separator />
        <RestoreBackup />
      </Card.Body>
    </Card.Root>
  )
}
