/** Main menu entries in the spec's order (only routes that exist are listed). */
export const MAIN_MENU = [
  { to: '/', label: 'Home' },
  { to: '/team', label: 'Team' },
  { to: '/product', label: 'Products' },
  { to: '/contact', label: 'Contact' },
] as const;
