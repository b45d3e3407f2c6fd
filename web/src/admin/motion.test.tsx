// @vitest-environment screen
import { cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AdminMotion } from './motion.tsx'

const features = vi.hoisted(() => ({ loaded: false }))

vi.mock('./motion-features.ts', async (original) => {
  features.loaded = true
  return original()
})

afterEach(cleanup)

describe('AdminMotion', () => {
  it('untilInteraction: its features load on her first interaction, not on arrival', async () => {
    render(
      <AdminMotion untilInteraction>
        <p>Tarjetas</p>
      </AdminMotion>,
    )
    await new Promise((settle) => setTimeout(settle, 100))
    expect(features.loaded).toBe(false)
    fireEvent.keyDown(document.body, { key: 'Tab' })
    await vi.waitFor(() => expect(features.loaded).toBe(true))
  })
})
