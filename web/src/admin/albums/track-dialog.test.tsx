// @vitest-environment screen
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { madridWallTime } from '../../../../edge-functions/_shared/madrid-time.ts'
import { renderInAdmin } from '../test-support.tsx'
import type { Track } from './album-rules.ts'
import { TrackDialog } from './track-dialog.tsx'

afterEach(cleanup)

const TRACK: Track = {
  id: 1,
  albumId: 7,
  title: 'Alba',
  audioUrl: '/a.mp3',
  fileUrl: '/a.mp3',
  duration: '3:10',
  order: 1,
  publishedAt: '2025-01-01T00:00:00Z',
  draft: null,
  draftPublishAt: null,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
}

async function openDialog(track?: Track) {
  renderInAdmin(
    <TrackDialog open albumId={7} track={track} albumTracks={[TRACK]} onClose={() => {}} />,
  )
  return screen.findByRole('dialog')
}

describe('track dialog', () => {
  it('submits with «Programar» while the track’s «Publicar el» is a later minute', async () => {
    const dialog = await openDialog()
    fireEvent.change(within(dialog).getByLabelText('Publicar el'), {
      target: { value: madridWallTime(new Date(Date.now() + 120_000)) },
    })
    expect(await within(dialog).findByRole('button', { name: 'Programar' })).toBeTruthy()
  })

  it('a saved track has its Historial; a new one has none yet', async () => {
    const saved = await openDialog(TRACK)
    expect(within(saved).getByRole('button', { name: 'Historial' })).toBeTruthy()
    cleanup()
    const fresh = await openDialog()
    expect(within(fresh).queryByRole('button', { name: 'Historial' })).toBeNull()
  })
})
