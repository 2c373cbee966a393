// Server builds: stylesheets are linked in the page head from the browser build (ssr-assets.json), never imported.
module.exports = function emptyModule() {
  return 'export {};';
};
