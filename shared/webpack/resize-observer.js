// What browser builds get for `resize-observer-polyfill` (react-slick's dependency, ~3 KB gzip): the browser's own
// ResizeObserver, which every browser the site and the widgets support has. Server builds keep the package.
export default globalThis.ResizeObserver;
