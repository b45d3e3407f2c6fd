/**
 * The floor of a signed-in admin screen (bench/admin.ts): the admin's frame and nothing in it,
 * with what every screen loads before its own code (React, Chakra with the admin's system, React
 * Router, TanStack Query, the Auth client), behind the same guard that asks who is signed in.
 */
import { Heading } from '@chakra-ui/react/heading'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { AdminRoot } from '../../web/src/admin/admin-root.tsx'
import { AdminFrame } from '../../web/src/admin/frame/admin-frame.tsx'
import { RequireAdmin } from '../../web/src/admin/session/require-admin.tsx'

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <AdminRoot>
        <RequireAdmin>
          <AdminFrame current="/admin">
            <Heading as="h1">Panel de Administración</Heading>
          </AdminFrame>
        </RequireAdmin>
      </AdminRoot>
    </BrowserRouter>
  </StrictMode>,
)
