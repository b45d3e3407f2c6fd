// @vitest-environment screen
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInSite } from '../../test/render.tsx'
import { ListState, loadErrorText } from './list-state.tsx'

afterEach(cleanup)

const base = { isPending: false, isError: false, data: undefined as string[] | undefined }

function renderState(query: typeof base) {
  return renderInSite(
    <ListState query={query} thing="los servicios" skeleton={<p>esqueleto</p>} empty={<p>vacío</p>}>
      {(items) => <p>{items.join(', ')}</p>}
    </ListState>,
  )
}

describe('list states', () => {
  it('a loading list shows its skeleton', () => {
    renderState({ ...base, isPending: true })
    expect(screen.getByText('esqueleto')).toBeTruthy()
  })

  it('a failed list shows the red error text naming the thing', () => {
    renderState({ ...base, isError: true })
    expect(screen.getByRole('alert').textContent).toBe(
      'Error al cargar los servicios. Por favor, intente de nuevo más tarde.',
    )
  })

  it('an empty list shows its empty text', () => {
    renderState({ ...base, data: [] })
    expect(screen.getByText('vacío')).toBeTruthy()
  })

  it('a loaded list shows its items', () => {
    renderState({ ...base, data: ['uno', 'dos'] })
    expect(screen.getByText('uno, dos')).toBeTruthy()
  })

  it('the error text follows the spec for every list', () => {
    expect(loadErrorText('las promociones')).toBe(
      'Error al cargar las promociones. Por favor, intente de nuevo más tarde.',
    )
  })
})
