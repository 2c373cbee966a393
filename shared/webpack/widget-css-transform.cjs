// Widget builds: the site's stylesheets, rewritten for a shadow root inside someone else's page.
// - `rem` always means the partner's root font size (Bootstrap 3 sets 10px): each `Nrem` becomes
//   `calc(N * var(--sf-rem))`, the widget's own base (widget.css sets it on the frame).
// - Width media queries ask about the partner's window, not the column the widget sits in: they become container
//   queries on the widget's frame (`container-type: inline-size` in widget.css), and `vw` becomes `cqi`.
// - Rules for the document (`:root`, `html`, `body`) go: nothing in a shadow root matches them.
// - Comments and layout whitespace go: the text ships inside widget.js, which has a size budget (the site's builds
//   keep the stylesheets as written).
const postcss = require('postcss');
const valueParser = require('postcss-value-parser');

const WIDTH_FEATURE = String.raw`\(\s*(?:min|max)-width\s*:\s*[\d.]+px\s*\)`;
const WIDTH_ONLY_QUERY = new RegExp(String.raw`^\s*${WIDTH_FEATURE}(?:\s+and\s+${WIDTH_FEATURE})*\s*$`, 'i');

function rewriteValue(value) {
  if (!/\d(?:rem|vw)\b/i.test(value)) return value;
  const parsed = valueParser(value);
  parsed.walk((node) => {
    if (node.type === 'function' && node.value === 'url') return false;
    if (node.type !== 'word') return undefined;
    const unit = valueParser.unit(node.value);
    if (!unit) return undefined;
    if (unit.unit.toLowerCase() === 'rem') node.value = `calc(${unit.number} * var(--sf-rem))`;
    if (unit.unit.toLowerCase() === 'vw') node.value = `${unit.number}cqi`;
    return undefined;
  });
  return parsed.toString();
}

const DOCUMENT_SELECTOR = /^(?::root|html|body)(?![\w-])/;

const widgetCss = () => ({
  postcssPlugin: 'starfamily-widget-css',
  Rule(rule) {
    const kept = rule.selectors.filter((selector) => !DOCUMENT_SELECTOR.test(selector.trim()));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  },
  Declaration(declaration) {
    declaration.value = rewriteValue(declaration.value);
  },
  AtRule: {
    media(rule) {
      if (WIDTH_ONLY_QUERY.test(rule.params)) rule.name = 'container';
    },
  },
  OnceExit(root) {
    root.walkComments((comment) => comment.remove());
    root.walk((node) => {
      node.raws.before = '';
      node.raws.after = '';
      if (node.type === 'decl') {
        node.raws.between = ':';
        node.value = node.value.replace(/\s+/g, ' ');
      } else if (node.type === 'rule') {
        node.raws.between = '';
        node.raws.semicolon = false;
        node.selector = node.selector.replace(/\s*,\s*/g, ',').replace(/\s+/g, ' ');
      } else if (node.type === 'atrule') {
        node.raws.between = '';
        node.raws.afterName = ' ';
        node.raws.semicolon = false;
      }
    });
    root.raws.after = '';
  },
});
widgetCss.postcss = true;

module.exports = function widgetCssTransform(source, map) {
  const callback = this.async();
  postcss([widgetCss()])
    .process(source, { from: this.resourcePath, map: map ? { prev: map, inline: false, annotation: false } : false })
    .then((result) => callback(null, result.css, result.map ? result.map.toJSON() : undefined))
    .catch(callback);
};

module.exports.rewriteValue = rewriteValue;
module.exports.widgetCss = widgetCss;
