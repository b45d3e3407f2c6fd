import { useEffect, useState } from 'react'

type Service = { id: number; title: string; description: string }
type LoadState =
  | { status: 'loading' }
  | { status: 'loaded'; services: Service[] }
  | { status: 'failed' }

export function App({ functionsUrl }: { functionsUrl: string }) {
  const [state, setState] = useState<LoadState>({ status: 'loading' })

  useEffect(() => {
    const controller = new AbortController()
    fetch(`${functionsUrl}/api/services?_t=${Date.now()}`, {
      cache: 'no-store',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then((services: Service[]) => setState({ status: 'loaded', services }))
      .catch(() => controller.signal.aborted || setState({ status: 'failed' }))
    return () => controller.abort()
  }, [functionsUrl])

  return (
    <main
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '0 auto', padding: 24 }}
    >
      <h1>Centro de Bienestar Holístico</h1>
      <h2 id="servicios">Servicios</h2>
      {state.status === 'loading' && <p>Cargando…</p>}
      {state.status === 'failed' && (
        <p style={{ color: '#c53030' }}>
          Error al cargar los servicios. Por favor, intente de nuevo más tarde.
        </p>
      )}
      {state.status === 'loaded' && (
        <ul>
          {state.services.map((service) => (
            <li key={service.id}>
              <strong>{service.title}</strong>: {service.description}
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}
