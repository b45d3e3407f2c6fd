/**
 * A certificate for 127.0.0.1 and localhost, made on this machine (selfsigned, in JavaScript: no
 * openssl needed) the first time it is needed and kept under node_modules/.cache (never committed,
 * never sent anywhere), so the preview and the bench's site serve HTTP/2 over TLS as the hosts do.
 * Nobody trusts it by default: the bench's Chromium is told its public key's hash
 * (`--ignore-certificate-errors-spki-list`, which Chromium honours only for that key), and a Node
 * process that fetches from the site adds the certificate to its own trusted list
 * (`trustLocalCertificate`).
 */
import { createHash, X509Certificate } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { getCACertificates, setDefaultCACertificates } from 'node:tls'
import { generate } from 'selfsigned'

const CACHE_DIR = resolve(import.meta.dirname, '..', 'node_modules', '.cache', 'local-tls')

/** Long enough never to expire under a developer. */
const VALID_DAYS = 3650

export interface LocalCertificate {
  key: string
  cert: string
  /** The base64 sha256 of its public key (SubjectPublicKeyInfo), as Chromium's flag takes it. */
  spkiHash: string
}

let made: Promise<LocalCertificate> | undefined

/**
 * Writes the key and certificate into a folder of their own, then renames it into place: two
 * processes starting at once (two test files) never pair one's key with the other's certificate.
 */
async function makeCertificate(dir: string): Promise<void> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + VALID_DAYS * 86_400_000),
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  })
  mkdirSync(dirname(dir), { recursive: true })
  const draft = mkdtempSync(`${dir}-draft-`)
  writeFileSync(join(draft, 'key.pem'), pems.private)
  writeFileSync(join(draft, 'cert.pem'), pems.cert)
  try {
    renameSync(draft, dir)
  } catch {
    // Another process made it first: theirs is the one.
    rmSync(draft, { recursive: true, force: true })
  }
}

async function readCertificate(dir: string): Promise<LocalCertificate> {
  const keyFile = join(dir, 'key.pem')
  const certFile = join(dir, 'cert.pem')
  if (!existsSync(certFile)) await makeCertificate(dir)
  const cert = readFileSync(certFile, 'utf8')
  const publicKey = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' })
  return {
    key: readFileSync(keyFile, 'utf8'),
    cert,
    spkiHash: createHash('sha256').update(publicKey).digest('base64'),
  }
}

export function localCertificate(dir = CACHE_DIR): Promise<LocalCertificate> {
  if (dir !== CACHE_DIR) return readCertificate(dir)
  made ??= readCertificate(dir)
  return made
}

/** The Chromium flag that accepts this certificate, and no other untrusted one. */
export function chromiumTrustFlag(certificate: LocalCertificate): string {
  return `--ignore-certificate-errors-spki-list=${certificate.spkiHash}`
}

/** Makes this process's `fetch` and `https` trust the local certificate besides the usual ones. */
export async function trustLocalCertificate(
  certificate: Promise<LocalCertificate> = localCertificate(),
): Promise<void> {
  setDefaultCACertificates([...getCACertificates('default'), (await certificate).cert])
}
