import { useSettings } from '../../features/site-settings/queries.ts'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { DEFAULT_ABOUT, OwnerBlurb, PEOPLE } from './owner-blurb.tsx'

function OwnerBlurbFromSettings() {
  const setting = useSettings()
  const people = PEOPLE.map((person) => ({
    name: setting(`${person.prefix}_name`, person.name),
    video: setting(`${person.prefix}_video`, person.video),
    social: setting(`${person.prefix}_social`, person.social),
  }))
  const about = setting('footer_about', DEFAULT_ABOUT)
  return <OwnerBlurb about={about} people={people} />
}

export default function LiveOwnerBlurb() {
  return (
    <QueryProvider>
      <OwnerBlurbFromSettings />
    </QueryProvider>
  )
}
