import type { SettingKey } from '../../features/site-settings/queries.ts'
import { useSiteSetting } from '../../features/site-settings/site-settings.tsx'

export type SettingTextKind = 'text' | 'email' | 'phone'

/** A setting's value inline in a sentence: plain, or as an e-mail or telephone link. */
export function SettingValue({ value, kind = 'text' }: { value: string; kind?: SettingTextKind }) {
  if (kind === 'email') return <a href={`mailto:${value}`}>{value}</a>
  if (kind === 'phone') {
    // A number read in one piece: never broken over two lines.
    return (
      <a href={`tel:${value.replace(/[^\d+]/g, '')}`} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </a>
    )
  }
  return <>{value}</>
}

/** One of the owner's settings inside static text, drawn into the page's HTML. */
export function SettingText({
  settingKey,
  kind,
}: {
  settingKey: SettingKey
  kind?: SettingTextKind
}) {
  return <SettingValue value={useSiteSetting(settingKey)} kind={kind} />
}
