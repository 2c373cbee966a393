// Libraries' stylesheets as our pages carry them: declarations that only long-gone browsers understood, and that
// the CSS standard does not allow, are dropped, so every page's first HTML (which inlines its stylesheets) passes the
// W3C Nu HTML Checker (docs/decisions/0039-valid-html.md). The library's file stays as published.
const postcss = require('postcss');

/** property -> values to drop, each with the reason. */
const OBSOLETE = {
  // slick-carousel's `.slick-list.dragging`: IE 5's spelling of `pointer`, which the same rule also sets.
  cursor: { hand: 'IE 5 only; the rule also sets cursor: pointer' },
};

function dropObsolete(css) {
  const root = postcss.parse(css);
  root.walkDecls((declaration) => {
    if (OBSOLETE[declaration.prop.toLowerCase()]?.[declaration.value.trim().toLowerCase()]) declaration.remove();
  });
  return root.toString();
}

module.exports = function vendorCssLoader(source) {
  return dropObsolete(source);
};
module.exports.dropObsolete = dropObsolete;
