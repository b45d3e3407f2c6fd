import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { readEnv } from './lib/env.ts'

const root = createRoot(document.getElementById('root') as HTMLElement)
const env = readEnv(import.meta.env)

root.render(
  <StrictMode>
    {'problems' in env ? (
      <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
        <h1>Configuración incompleta</h1>
        <ul>
          {env.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </main>
    ) : (
      <App functionsUrl={`${env.VITE_SUPABASE_URL}/functions/v1`} />
    )}
  </StrictMode>,
)
