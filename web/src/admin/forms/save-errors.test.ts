// @vitest-environment screen
import { afterEach, describe, expect, it } from 'vitest'
import { toaster } from '../../components/ui/toast-store.ts'
import { HttpError } from '../../lib/api.ts'
import { toastSaveFailure } from './save-errors.ts'

afterEach(() => toaster.remove())

describe('the toast of a failed save', () => {
  it('a conflict raises no toast: its banner says once what to do', () => {
    toastSaveFailure(new HttpError(409, 'Conflict', '{}'), { title: 'Error' })
    expect(toaster.getVisibleToasts()).toEqual([])
  })

  it('any other failure says so in a toast', () => {
    toastSaveFailure(new HttpError(500, 'Internal Server Error', '{}'), {
      title: 'Error',
      description: 'Hubo un error al guardar el servicio. Inténtalo de nuevo.',
    })
    expect(toaster.getVisibleToasts().map((toast) => toast.type)).toEqual(['error'])
  })
})
