import { LineIcon } from '../../../renderer/icons/LineIcon';
import { ICON_PATHS, type IconName } from './paths';

/** Small line icons drawn inline (no icon font, nothing to download). Decorative unless given a title. */
export function Icon({
  name,
  size,
  title,
  className,
}: {
  name: IconName;
  size?: number;
  title?: string;
  className?: string;
}) {
  return (
    <LineIcon
      d={ICON_PATHS[name]}
      size={size}
      title={title}
      className={className}
      strokeWidth={name === 'more' ? 3 : undefined}
    />
  );
}
