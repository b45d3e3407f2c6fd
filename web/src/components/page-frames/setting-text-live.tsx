import { useSetting } from '../../features/site-settings/queries.ts'
import { QueryProvider } from '../../lib/query-provider.tsx'
import { type SettingTextProps, SettingValue } from './setting-text.tsx'

function SettingFromServer({ settingKey, fallback, kind }: SettingTextProps) {
  return <SettingValue value={useSetting(settingKey, fallback)} kind={kind} />
}

export default function LiveSettingText(props: SettingTextProps) {
  return (
    <QueryProvider>
      <SettingFromServer {...props} />
    </QueryProvider>
  )
}
