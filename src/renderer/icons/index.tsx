/** The invitation's icons (calendar, clock, place ...): the guest page's few, which the app's icon set also draws. */
import { GUEST_ICON_PATHS, type GuestIconName } from './guest-paths';
import { LineIcon } from './LineIcon';

export type IconName = GuestIconName;

export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return <LineIcon d={GUEST_ICON_PATHS[name]} size={size} className="inv-icon" />;
}
