import { queryOptions } from '@tanstack/react-query'
import type { Promotion } from '../../../../edge-functions/_shared/resources/promotions.ts'

export type { Promotion }

export const promotionKeys = {
  active: ['/api/promotions'] as const,
}

/** The active promotions (the API answers visitors with active ones only). */
export const promotionsQuery = queryOptions<Promotion[]>({ queryKey: promotionKeys.active })
