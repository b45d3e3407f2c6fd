import { id3TagSize, id3Title } from './id3.ts'
import { durationText, titleFromFileName } from './media-rules.ts'

export interface AudioInfo {
  /** 'm:ss', or undefined when the browser cannot tell the length. */
  durationText?: string
  /** The tag's title, else the file name without its extension. */
  title: string
}

/** Tags bigger than this (large cover pictures) are not read for a title. */
const MAX_TAG_BYTES = 16 * 1024 * 1024
const METADATA_TIMEOUT_MS = 15_000

/** The length the browser reads from the file's own headers. */
export function readDuration(file: Blob): Promise<number | undefined> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file)
    const audio = document.createElement('audio')
    const finish = (seconds: number | undefined) => {
      clearTimeout(timer)
      audio.removeAttribute('src')
      audio.load()
      URL.revokeObjectURL(url)
      resolve(seconds)
    }
    const timer = setTimeout(() => finish(undefined), METADATA_TIMEOUT_MS)
    audio.preload = 'metadata'
    audio.addEventListener('loadedmetadata', () => finish(audio.duration), { once: true })
    audio.addEventListener('error', () => finish(undefined), { once: true })
    audio.src = url
  })
}

async function readTagTitle(file: Blob): Promise<string | undefined> {
  const head = new Uint8Array(await file.slice(0, 10).arrayBuffer())
  const size = id3TagSize(head)
  if (size === 0 || size > MAX_TAG_BYTES) return undefined
  return id3Title(new Uint8Array(await file.slice(0, size).arrayBuffer()))
}

export async function readAudioInfo(file: File): Promise<AudioInfo> {
  const [seconds, tagTitle] = await Promise.all([
    readDuration(file),
    readTagTitle(file).catch(() => undefined),
  ])
  return {
    durationText: seconds === undefined ? undefined : durationText(seconds),
    title: tagTitle ?? titleFromFileName(file.name),
  }
}
