// `@starfamily/shared/widget`: what a remote's widget entry (src/widget.tsx) needs to define its custom elements.
export { defineWidgets, type WidgetDefinition, type WidgetHost } from './defineWidgets';
export type { WidgetRoute } from './WidgetRouter';
export { useWidgetSettings } from './widgetSettings';
