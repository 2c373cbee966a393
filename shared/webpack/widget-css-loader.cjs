// Widget builds: each imported CSS file becomes a call that hands its text to the widget style registry, which
// shadow roots adopt. Nothing is injected into the partner's document (style-loader would put it in <head>).
const path = require('node:path');

const REGISTRY = path.resolve(__dirname, '../src/widget/styleRegistry.ts');

module.exports = function widgetCssLoader() {};

module.exports.pitch = function pitch(remainingRequest) {
  const cssRequest = JSON.stringify(this.utils.contextify(this.context, `!!${remainingRequest}`));
  const registry = JSON.stringify(this.utils.contextify(this.context, REGISTRY));
  return `import css from ${cssRequest};\nimport { addWidgetStyles } from ${registry};\naddWidgetStyles(css);\n`;
};
