// npm 12 skips a dependency's install scripts unless package.json's `allowScripts` approves them,
// so an unreviewed one would leave a clean install without, say, Node 24 or Deno. npm 11 only
// lists them and exits 0; this makes the list fail `npm run check` instead.
import { execFileSync } from 'node:child_process'

interface InstallScriptsListing {
  allowScripts?: { name: string; changes: { key: string; change: string }[] }[]
}

/** The installed packages whose install scripts `allowScripts` neither approves nor denies. */
export function unreviewedInstallScripts(listing: InstallScriptsListing): string[] {
  return (listing.allowScripts ?? []).flatMap((entry) =>
    entry.changes.filter((change) => change.change === 'pending').map((change) => change.key),
  )
}

if (import.meta.main) {
  const output = execFileSync('npm', ['install-scripts', 'ls', '--json'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  const unreviewed = unreviewedInstallScripts(JSON.parse(output) as InstallScriptsListing)
  if (unreviewed.length > 0) {
    console.error(
      `package.json: these dependencies have install scripts nobody reviewed: ${unreviewed.join(', ')}.\n` +
        'Read what each script does, then `npm install-scripts approve <name>` (or `deny <name>`) and commit package.json.',
    )
    process.exit(1)
  }
}
