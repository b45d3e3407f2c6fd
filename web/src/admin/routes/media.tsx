import { definePage } from '../../app/page-declaration.ts'
import { AdminRoot } from '../admin-root.tsx'
import { AdminFrame } from '../frame/admin-frame.tsx'
import { MediaLibrary } from '../media-library/media-library.tsx'
import { RequireAdmin } from '../session/require-admin.tsx'

export const page = definePage({
  path: '/admin/medios',
  frame: 'bare',
  title: 'Medios',
  description: 'Biblioteca de imágenes y audios.',
  prerender: false,
})

export default function MediaRoute() {
  return (
    <AdminRoot>
      <RequireAdmin>
        <AdminFrame current={page.path}>
          <MediaLibrary />
        </AdminFrame>
      </RequireAdmin>
    </AdminRoot>
  )
}
