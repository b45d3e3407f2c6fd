import { describe, expect, it } from 'vitest'
import { ACTIVITY_STATUSES } from '../../../../edge-functions/_shared/resources/activities.ts'
import { statusDisplay } from '../../features/activities/rules.ts'
import { adminStatus } from './activities.tsx'

describe('activity statuses in the admin', () => {
  it("a status reads and is coloured in the admin as on the site's cards", () => {
    for (const status of ACTIVITY_STATUSES) {
      const onSite = statusDisplay(status)
      expect(adminStatus(status)).toEqual({ label: onSite.label, palette: onSite.color })
    }
    expect(adminStatus('proximamente').palette).toBe('orange')
    expect(adminStatus('finalizado').palette).toBe('blue')
  })
})
