import { createContext } from 'react';

/**
 * Inside a widget (provided by its HostWidth): a picture's `sizes` worked out for the widget's own width. `sizes` is
 * always read against the partner's window, which says nothing of the column the widget sits in. Null on the site.
 * (A module of its own: a widget without pictures, the contact form, does not carry StorageImage for it.)
 */
export const WidgetPictureSizesContext = createContext<((sizes: string) => string) | null>(null);
