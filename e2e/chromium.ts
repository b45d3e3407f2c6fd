/**
 * Debian's Chromium, as the end-to-end tests and Lighthouse drive it. Every host name but the
 * loopback address fails to resolve at once: these machines have no network beyond loopback, and
 * a test or an audit must never wait on (or depend on) one.
 */
import { chromiumTrustFlag, localCertificate } from '../local/local-certificate.ts'

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  // The bench's site is served over TLS with a certificate made on this machine: Chromium
  // accepts that one key, and no other certificate it cannot check.
  chromiumTrustFlag(await localCertificate()),
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
] as const
