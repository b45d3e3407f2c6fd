import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FaDownload } from 'react-icons/fa'
import { Button } from '../../components/plain/button.tsx'
import { toaster } from '../../components/ui/toast-store.ts'
import { apiRequest } from '../../lib/api.ts'
import { type Book, type BookDownload, bookKeys } from './queries.ts'
import { safeDownloadAddress } from './rules.ts'

/**
 * A tab opened in the click itself: browsers only allow pop-ups during the user's gesture, and
 * the link arrives after a request. The tab waits with a short note and is cut off from this
 * page (no `opener`), as `noopener` would do.
 */
function openWaitingTab(): Window | null {
  const tab = window.open('', '_blank')
  if (!tab) return null
  tab.opener = null
  try {
    tab.document.title = 'Preparando la descarga…'
    tab.document.body.textContent = 'Preparando la descarga…'
  } catch {
    // Nothing to show in a tab the browser keeps from us; it will still receive the address.
  }
  return tab
}

function sendTabTo(tab: Window | null, address: string) {
  if (tab && !tab.closed) {
    tab.location.href = address
  } else {
    // The browser refused the early tab (a strict pop-up setting): try once more with the link.
    window.open(address, '_blank', 'noopener,noreferrer')
  }
}

/** 'Descargar': counts the download, opens the file in a new tab and says thank you. */
export function DownloadButton({ book }: { book: Book }) {
  const queryClient = useQueryClient()
  const download = useMutation({
    mutationFn: (_tab: Window | null) =>
      apiRequest<BookDownload>('POST', bookKeys.download(book.id)),
    onSuccess: (answer, tab) => {
      const address = safeDownloadAddress(answer?.downloadLink, window.location.origin)
      if (!address) throw new Error('El servidor no devolvió un enlace de descarga válido')
      sendTabTo(tab, address)
      void queryClient.invalidateQueries({ queryKey: bookKeys.all })
      toaster.create({
        type: 'success',
        title: 'Descarga iniciada',
        description: `Gracias por descargar ${book.title}`,
      })
    },
    onError: (_error, tab) => {
      tab?.close()
      toaster.create({
        type: 'error',
        title: 'Error al descargar',
        description: 'No se pudo iniciar la descarga. Intente de nuevo más tarde.',
      })
    },
  })
  return (
    <Button
      size="sm"
      loading={download.isPending}
      loadingText="Descargando..."
      onClick={() => download.mutate(openWaitingTab())}
    >
      <FaDownload aria-hidden="true" />
      Descargar
    </Button>
  )
}
