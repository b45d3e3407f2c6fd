import type { QueryClient } from '@tanstack/react-query'
import type { ResourceDefinition } from '../../../../edge-functions/_shared/resource.ts'
import { apiGet } from '../../lib/api.ts'
import { createQueryClient } from '../../lib/query-client.ts'
import { isItemRead, previewAnswer } from './rules.ts'

type Item = Record<string, unknown>

/**
 * The query client the previewed page's lists read from: each read is made as a visitor (no
 * token: what the public site shows now), then given the owner's item as it will be once
 * published (`previewAnswer`). The item itself came from her signed-in reads; nothing of it is
 * ever sent anywhere. It is a still picture: no refetching while she looks at it.
 */
export function previewQueryClient(definition: ResourceDefinition, item: Item): QueryClient {
  const client = createQueryClient()
  const defaults = client.getDefaultOptions().queries
  client.setDefaultOptions({
    queries: {
      ...defaults,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      queryFn: async ({ queryKey }) => {
        const address = String(queryKey[0])
        if (isItemRead(definition, item, address)) return item
        const visitors = await apiGet<unknown>(address, 'throw', 'visitor')
        return previewAnswer(definition, item, address, visitors)
      },
    },
  })
  return client
}
