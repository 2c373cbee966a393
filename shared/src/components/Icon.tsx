// Inline SVG icons: no icon font, so they also render inside widgets' shadow roots.
const PATHS = {
  facebook: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z',
  twitter: 'M4 4l7.2 9.6L4 20h2l6.1-5.4L16 20h4l-7.5-10L19 4h-2l-5.6 5-3.8-5H4z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  tiktok: 'M14 3h3a4 4 0 0 0 4 4v3a7 7 0 0 1-4-1.3V15a6 6 0 1 1-6-6v3a3 3 0 1 0 3 3V3z',
  telegram: 'M21 4L3 11l5 2 2 6 3-4 5 4 3-15zM9 13l8-6-6 7',
  linkedin:
    'M4 9h4v12H4V9zm2-6a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm5 6h4v2c.6-1.2 2-2.2 4-2.2 3.5 0 4 2.3 4 5.2v7h-4v-6c0-1.5 0-3.2-2-3.2s-2.2 1.5-2.2 3.1V21H11V9z',
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2z',
  mail: 'M3 5h18v14H3V5zm2 2v.5l7 4.5 7-4.5V7H5zm14 2.8l-7 4.5-7-4.5V17h14V9.8z',
  location: 'M12 2a7 7 0 0 1 7 7c0 5.2-7 13-7 13S5 14.2 5 9a7 7 0 0 1 7-7zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  search: 'M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
  menu: 'M3 6h18v2H3V6zm0 5h18v2H3v-2zm0 5h18v2H3v-2z',
  close: 'M6.4 5L12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4 6.4 5z',
  arrowUp: 'M12 4l7 7-1.4 1.4L13 7.8V20h-2V7.8l-4.6 4.6L5 11l7-7z',
  arrowRight: 'M4 11h12.2l-4.6-4.6L13 5l7 7-7 7-1.4-1.4 4.6-4.6H4v-2z',
  chevronDown: 'M7 9l5 5 5-5 1.4 1.4L12 16.8l-6.4-6.4L7 9z',
  check: 'M9 16.2l-3.5-3.5L4 14.1l5 5 11-11-1.4-1.4L9 16.2z',
  /** The quote basket: a clipboard with lines. */
  quote:
    'M9 2h6v2h3a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2zm0 4H7v14h10V6h-2v2H9V6zm2-2v2h2V4h-2zm-2 7h6v2H9v-2zm0 4h6v2H9v-2z',
  clock: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm1 5h-2v6l5 3 1-1.7-4-2.3V7z',
} as const;

export type IconName = keyof typeof PATHS;

interface IconProps {
  name: IconName;
  size?: number;
  /** Only for icons that carry meaning on their own; decorative icons stay hidden from assistive technology. */
  title?: string;
}

export function Icon({ name, size = 18, title }: IconProps) {
  return (
    <svg
      className="sf-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
    >
      {title && <title>{title}</title>}
      <path d={PATHS[name]} />
    </svg>
  );
}
