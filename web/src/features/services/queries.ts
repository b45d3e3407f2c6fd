import { queryOptions } from '@tanstack/react-query'
import type { Service } from '../../../../edge-functions/_shared/resources/services.ts'

export type { Service }

export const serviceKeys = {
  all: ['/api/services'] as const,
}

export const servicesQuery = queryOptions<Service[]>({ queryKey: serviceKeys.all })
