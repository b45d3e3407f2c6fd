import type { PageHead } from '../../app/head.ts'
import { SITE_NAME } from '../../app/site-map.ts'
import { AdminRoot } from '../admin-root.tsx'
import { ContentEditor } from '../editor/content-editor.tsx'
import { RequireAdmin } from '../session/require-admin.tsx'

export const head = (): PageHead => ({
  title: `Editor de contenido | ${SITE_NAME}`,
  description: 'Editor de contenido del sitio.',
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
