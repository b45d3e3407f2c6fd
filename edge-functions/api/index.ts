import { createApp } from './app.ts'
import { readConfig } from './config.ts'

const { app } = createApp(readConfig(Deno.env.toObject()))

Deno.serve(app.fetch)
