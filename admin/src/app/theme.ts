// react-admin's default theme with the site's green, dark enough for text on white (WCAG AA).
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: { primary: { main: '#1b5e20' }, secondary: { main: '#1b5e20' } },
};
