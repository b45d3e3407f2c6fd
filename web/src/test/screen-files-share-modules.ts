import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { toaster } from '../components/ui/toast-store.ts'

// Screen files share their worker's modules and window (vitest.config.ts): Testing Library's
// drawn screens and the toaster's toasts would otherwise pass from one file to the next.
beforeAll(() => toaster.remove())
afterEach(cleanup)
