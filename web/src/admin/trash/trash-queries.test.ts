// @vitest-environment screen
import { afterEach, describe, expect, it } from 'vitest'
import { toaster } from '../../components/ui/toast-store.ts'
import { DELETE_TEXTS } from '../editor/messages.ts'
import { toastDeleted } from './trash-queries.ts'

afterEach(() => toaster.remove())

const shown = () =>
  toaster.getVisibleToasts().map((toast) => ({
    title: toast.title,
    description: toast.description,
    action: toast.action?.label,
  }))

describe('the toast after a delete', () => {
  it('keeps the spec words and says the item waits in the Papelera, with Deshacer', () => {
    toastDeleted({ title: DELETE_TEXTS.doneTitle, description: DELETE_TEXTS.doneText }, 7)
    expect(shown()).toEqual([
      {
        title: 'Eliminado correctamente',
        description: 'El elemento ha sido eliminado. Queda en la Papelera durante 30 días.',
        action: 'Deshacer',
      },
    ])
  })

  it('a notice with only a title gets the Papelera sentence as its description', () => {
    toastDeleted({ title: 'Álbum eliminado' }, 7)
    expect(shown()[0]?.description).toBe('Queda en la Papelera durante 30 días.')
  })

  it('a delete the Papelera did not keep says nothing of it and offers no Deshacer', () => {
    toastDeleted({ title: DELETE_TEXTS.doneTitle, description: DELETE_TEXTS.doneText })
    expect(shown()).toEqual([
      {
        title: 'Eliminado correctamente',
        description: 'El elemento ha sido eliminado',
        action: undefined,
      },
    ])
  })
})
