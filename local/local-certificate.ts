/**
 * A certificate for 127.0.0.1 and localhost, made on this machine by openssl the first time it
 * is needed and kept under node_modules/.cache (never committed, never sent anywhere), so the
 * preview and the bench's site serve HTTP/2 over TLS as the hosts do. Nobody trusts it by
 * default: the bench's Chromium is told its public key's hash (`--ignore-certificate-errors-
 * spki-list`, which Chromium honours only for that key), and a Node process that fetches from
 * the site adds the certificate to its own trusted list (`trustLocalCertificate`).
 */
import { execFileSync } from 'node:child_process'
import { createHash, X509Certificate } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { getCACertificates, setDefaultCACertificates } from 'node:tls'

const CACHE_DIR = resolve(import.meta.dirname, '..', 'node_modules', '.cache', 'local-tls')

export interface LocalCertificate {
  key: string
  cert: string
  /** The base64 sha256 of its public key (SubjectPublicKeyInfo), as Chromium's flag takes it. */
  spkiHash: string
}

let made: LocalCertificate | undefined

/**
 * Writes the key and certificate into a folder of their own, then renames it into place: two
 * processes starting at once (two test files) never pair one's key with the other's certificate.
 */
function makeCertificate(dir: string): void {
  mkdirSync(dirname(dir), { recursive: true })
  const draft = mkdtempSync(`${dir}-draft-`)
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '3650',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      join(draft, 'key.pem'),
      '-out',
      join(draft, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  )
  try {
    renameSync(draft, dir)
  } catch {
    // Another process made it first: theirs is the one.
    rmSync(draft, { recursive: true, force: true })
  }
}

export function localCertificate(dir = CACHE_DIR): LocalCertificate {
  if (made && dir === CACHE_DIR) return made
  const keyFile = join(dir, 'key.pem')
  const certFile = join(dir, 'cert.pem')
  if (!existsSync(certFile)) makeCertificate(dir)
  const cert = readFileSync(certFile, 'utf8')
  const publicKey = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' })
  const certificate = {
    key: readFileSync(keyFile, 'utf8'),
    cert,
    spkiHash: createHash('sha256').update(publicKey).digest('base64'),
  }
  if (dir === CACHE_DIR) made = certificate
  return certificate
}

/** The Chromium flag that accepts this certificate, and no other untrusted one. */
export function chromiumTrustFlag(certificate = localCertificate()): string {
  return `--ignore-certificate-errors-spki-list=${certificate.spkiHash}`
}

/** Makes this process's `fetch` and `https` trust the local certificate besides the usual ones. */
export function trustLocalCertificate(certificate = localCertificate()): void {
  setDefaultCACertificates([...getCACertificates('default'), certificate.cert])
}
