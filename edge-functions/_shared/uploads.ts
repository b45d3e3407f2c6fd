/** What `POST /api/upload/image|audio|document` accept: the real type is read from the file's first bytes. */
export const UPLOAD_KINDS = {
  image: {
    field: 'imageFile',
    bucket: 'images',
    maxBytes: 10 * 1024 * 1024,
    /** file-type's extension -> the MIME type stored. */
    types: {
      jpg: 'image/jpeg',
      png: 'image/png',
      webp: 'image/webp',
      gif: 'image/gif',
      avif: 'image/avif',
    },
    missingMessage: 'Por favor, selecciona una imagen para subir.',
    wrongTypeMessage: 'El archivo no es una imagen válida (JPEG, PNG, WebP, GIF o AVIF).',
    tooLargeMessage: 'La imagen supera el tamaño máximo de 10 MB.',
  },
  audio: {
    field: 'audioFile',
    bucket: 'audio',
    maxBytes: 50 * 1024 * 1024,
    types: {
      mp3: 'audio/mpeg',
      m4a: 'audio/mp4',
      aac: 'audio/aac',
      ogg: 'audio/ogg',
      oga: 'audio/ogg',
      opus: 'audio/ogg',
      wav: 'audio/wav',
      flac: 'audio/flac',
    },
    missingMessage: 'Por favor, selecciona un archivo de audio para subir.',
    wrongTypeMessage: 'El archivo no es un audio válido (MP3, M4A/AAC, OGG, WAV o FLAC).',
    tooLargeMessage: 'El archivo de audio supera el tamaño máximo de 50 MB.',
  },
  document: {
    field: 'documentFile',
    bucket: 'documents',
    maxBytes: 20 * 1024 * 1024,
    types: { pdf: 'application/pdf' },
    missingMessage: 'Por favor, selecciona un documento PDF para subir.',
    wrongTypeMessage: 'El archivo no es un documento PDF válido.',
    tooLargeMessage: 'El documento supera el tamaño máximo de 20 MB.',
  },
} as const satisfies Record<
  string,
  {
    field: string
    bucket: string
    maxBytes: number
    types: Record<string, string>
    missingMessage: string
    wrongTypeMessage: string
    tooLargeMessage: string
  }
>

export type UploadKind = keyof typeof UPLOAD_KINDS

export interface UploadResult {
  url: string
  originalname: string
  filename: string
}
