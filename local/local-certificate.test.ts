import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as x509 from '@peculiar/x509'
import { expect, test } from 'vitest'
import { chromiumTrustFlag, localCertificate } from './local-certificate.ts'

test("Chromium's flag names the certificate's own public key, hashed as another X.509 reader hashes it", async () => {
  const certificate = await localCertificate(
    join(await mkdtemp(join(tmpdir(), 'local-tls-')), 'tls'),
  )
  const read = new x509.X509Certificate(certificate.cert)
  const thumbprint = Buffer.from(await read.publicKey.getThumbprint('SHA-256'))
  expect(chromiumTrustFlag(certificate)).toBe(
    `--ignore-certificate-errors-spki-list=${thumbprint.toString('base64')}`,
  )
})

test('the certificate is for 127.0.0.1 and localhost, and made once per folder', async () => {
  const dir = join(await mkdtemp(join(tmpdir(), 'local-tls-')), 'tls')
  const certificate = await localCertificate(dir)
  const names = new x509.X509Certificate(certificate.cert).getExtension(
    x509.SubjectAlternativeNameExtension,
  )
  expect(names?.names.toJSON()).toEqual([
    { type: 'ip', value: '127.0.0.1' },
    { type: 'dns', value: 'localhost' },
  ])
  expect((await localCertificate(dir)).cert).toBe(certificate.cert)
})
