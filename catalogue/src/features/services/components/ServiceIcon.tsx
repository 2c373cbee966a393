import { StorageImage, type Service } from '@starfamily/shared';
import { SERVICE_ICON_SIZES } from '../pictureSizes';

/** A service's icon above its name (grid cards and carousel slides); nothing when it has none. */
export function ServiceIcon({ service }: { service: Service }) {
  if (!service.icon) return null;
  return (
    <span className="sf-service-card__icon">
      <StorageImage path={service.icon} alt="" width={48} height={48} sizes={SERVICE_ICON_SIZES} />
    </span>
  );
}
