import { Island } from '../../lib/island.tsx'
import SettingTextLive from './setting-text-live.tsx'

export type SettingKind = 'text' | 'email' | 'phone'

export interface SettingTextProps {
  /** The site-setting key the owner edits. */
  settingKey: string
  /** Shown in the prerendered HTML, while the settings load, and when the owner left it blank. */
  fallback: string
  kind?: SettingKind
}

/** A setting's value inline in a sentence: plain, or as an e-mail or telephone link. */
export function SettingValue({ value, kind = 'text' }: { value: string; kind?: SettingKind }) {
  if (kind === 'email') return <a href={`mailto:${value}`}>{value}</a>
  if (kind === 'phone') return <a href={`tel:${value.replace(/[^\d+]/g, '')}`}>{value}</a>
  return <>{value}</>
}

/** One of the owner's settings inside static text, so the sentence around it is prerendered. */
export function SettingText({ settingKey, fallback, kind }: SettingTextProps) {
  return (
    <Island
      of={SettingTextLive}
      fallback={<SettingValue value={fallback} kind={kind} />}
      props={{ settingKey, fallback, kind }}
    />
  )
}
