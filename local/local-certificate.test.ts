import { execFileSync } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { chromiumTrustFlag, localCertificate } from './local-certificate.ts'

test("Chromium's flag names the certificate's own public key, hashed as openssl hashes it", async () => {
  const dir = join(await mkdtemp(join(tmpdir(), 'local-tls-')), 'tls')
  const certificate = localCertificate(dir)
  const publicKey = execFileSync('openssl', ['x509', '-pubkey', '-noout'], {
    input: certificate.cert,
  })
  const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey })
  const hash = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der })
  expect(chromiumTrustFlag(certificate)).toBe(
    `--ignore-certificate-errors-spki-list=${hash.toString('base64')}`,
  )
  expect(localCertificate(dir).cert).toBe(certificate.cert)
})
