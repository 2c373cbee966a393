import type { Ref } from 'react';
import { Icon, type IconName } from '@starfamily/shared';

/** The `<summary>` of a header disclosure: an icon and a name for each state, shown by CSS from the details' `open`. */
export function IconToggle({
  ref,
  icon,
  openLabel,
  closeLabel,
}: {
  ref: Ref<HTMLElement>;
  icon: IconName;
  openLabel: string;
  closeLabel: string;
}) {
  return (
    <summary ref={ref} className="sf-icon-button sf-toggle">
      <span className="sf-toggle__closed">
        <Icon name={icon} />
        <span className="sf-visually-hidden">{openLabel}</span>
      </span>
      <span className="sf-toggle__open">
        <Icon name="close" />
        <span className="sf-visually-hidden">{closeLabel}</span>
      </span>
    </summary>
  );
}
