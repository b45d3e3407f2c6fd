// @vitest-environment screen
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { afterEach, describe, expect, it } from 'vitest'
import { toaster } from '../../components/ui/toast-store.ts'
import { renderInAdmin } from '../test-support.tsx'
import { FormFrame } from './form-frame.tsx'

afterEach(() => {
  cleanup()
  toaster.remove()
})

function Frame() {
  const form = useForm({ defaultValues: { title: '' } })
  return (
    <FormFrame
      form={form}
      onSubmit={(event) => event.preventDefault()}
      saving={false}
      submitLabel="Guardar cambios"
    >
      <input {...form.register('title')} />
    </FormFrame>
  )
}

describe('the frame of every admin form', () => {
  it("sending the form again takes the last save's toast away", () => {
    renderInAdmin(<Frame />)
    toaster.create({ type: 'success', title: 'Servicio actualizado correctamente' })
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }))
    expect(toaster.getVisibleToasts()).toEqual([])
  })

  it('its buttons are a bar kept at the bottom of the screen, in the flow after the last field', () => {
    renderInAdmin(<Frame />)
    const bar = screen
      .getByRole('button', { name: 'Guardar cambios' })
      .closest('[data-form-actions]')
    if (!bar) throw new Error('no bar of buttons')
    expect(getComputedStyle(bar)).toMatchObject({ position: 'sticky', bottom: '0px' })
    expect(within(bar as HTMLElement).getByRole('button', { name: 'Cancelar' })).toBeTruthy()
    const lastField = screen.getByRole('textbox')
    expect(lastField.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('on a phone Cancelar is compact, its icon only, and keeps its name and its words', () => {
    renderInAdmin(<Frame />)
    const cancel = screen.getByRole('button', { name: 'Cancelar' })
    expect(cancel.hasAttribute('data-compact-action')).toBe(true)
    expect(cancel.getAttribute('title')).toBe('Cancelar')
    expect(cancel.textContent).toBe('Cancelar')
    expect(cancel.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    // The saving button keeps its words in view.
    const save = screen.getByRole('button', { name: 'Guardar cambios' })
    expect(save.hasAttribute('data-compact-action')).toBe(false)
  })
})
