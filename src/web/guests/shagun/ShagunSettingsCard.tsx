import { Loaded } from '../components/Loaded';
import { useGuestSite } from '../guest-site';
import { useShagunSettings } from '../shagun-api';
import { ShagunSettingsForm } from './ShagunSettingsForm';
import { ShagunSettingsView } from './ShagunSettingsView';

/** The guests' "Send your blessings" section: the owner sets it, a co-host reads it. */
export function ShagunSettingsCard() {
  const site = useGuestSite();
  const settings = useShagunSettings(site.liveId);
  return (
    <Loaded query={settings} what="the shagun settings">
      {(initial) =>
        site.role === 'owner' ? <ShagunSettingsForm initial={initial} /> : <ShagunSettingsView settings={initial} />
      }
    </Loaded>
  );
}
