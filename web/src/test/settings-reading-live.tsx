import { useSiteSetting } from '../features/site-settings/site-settings.tsx'

/** A test island that reads a setting itself (scripts/island-modules.test.ts finds it). */
export default function SettingsReadingLive() {
  return <p>{useSiteSetting('contact_phone')}</p>
}
