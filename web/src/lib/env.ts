import * as v from 'valibot'

const EnvSchema = v.object({
  VITE_SUPABASE_URL: v.pipe(
    v.optional(v.string(), 'http://127.0.0.1:54321'),
    v.url('VITE_SUPABASE_URL debe ser una URL completa, p. ej. http://127.0.0.1:54321'),
  ),
  VITE_SUPABASE_ANON_KEY: v.pipe(
    v.string(
      'Falta VITE_SUPABASE_ANON_KEY: cópiala de lo que imprime `npm run dev` o del proyecto.',
    ),
    v.minLength(20, 'VITE_SUPABASE_ANON_KEY no parece una clave válida.'),
  ),
})

export type Env = v.InferOutput<typeof EnvSchema>

/** Reads the build-time configuration once; a missing variable is a message, not a blank page. */
export function readEnv(source: Record<string, unknown>): Env | { problems: string[] } {
  const result = v.safeParse(EnvSchema, source)
  if (result.success) return result.output
  return { problems: result.issues.map((issue) => issue.message) }
}
