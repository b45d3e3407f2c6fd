import { definePage } from '../../app/page-declaration.ts'
import { AdminRoot } from '../admin-root.tsx'
import { ContentEditor } from '../editor/content-editor.tsx'
import { RequireAdmin } from '../session/require-admin.tsx'

export const page = definePage({
  path: '/admin/content-editor',
  frame: 'bare',
  title: 'Editor de contenido',
  description: 'Editor de contenido del sitio.',
  prerender: false,
})

export default function ContentEditorRoute() {
  return (
    <AdminRoot>
      <RequireAdmin>
        <ContentEditor />
      </RequireAdmin>
    </AdminRoot>
  )
}
