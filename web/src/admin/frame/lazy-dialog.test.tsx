// @vitest-environment screen
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { lazy, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInAdmin } from '../test-support.tsx'
import { OpenedOnce } from './lazy-dialog.tsx'

afterEach(cleanup)

let loads = 0
let release: () => void = () => {}
const arrived = new Promise<void>((resolve) => {
  release = resolve
})
const HeldDialog = lazy(async () => {
  loads++
  await arrived
  return { default: ({ open }: { open: boolean }) => <p>{open ? 'abierto' : 'cerrado'}</p> }
})

function Screen() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        Abrir o cerrar
      </button>
      <OpenedOnce open={open}>
        <HeldDialog open={open} />
      </OpenedOnce>
    </>
  )
}

describe('a dialog whose code loads when it first opens', () => {
  it('loads nothing until opened, shows a spinner while its code arrives, and stays once opened', async () => {
    renderInAdmin(<Screen />)
    const toggle = screen.getByRole('button', { name: 'Abrir o cerrar' })
    expect(loads).toBe(0)
    expect(screen.queryByRole('status')).toBeNull()

    fireEvent.click(toggle)
    expect(screen.getByRole('status', { name: 'Cargando...' })).toBeTruthy()
    release()
    expect(await screen.findByText('abierto')).toBeTruthy()

    fireEvent.click(toggle)
    expect(screen.getByText('cerrado')).toBeTruthy()
    expect(loads).toBe(1)
  })
})
