// Every stylesheet a widget bundle imports lands here (see shared/webpack/widget-css-loader.cjs), never in the
// partner's document: each widget's shadow root adopts them, so our styles stay in and the page's stay out.
const collected: string[] = [];
let sheet: CSSStyleSheet | null = null;

/** Called by each imported CSS file of a widget bundle, in import order. */
export function addWidgetStyles(css: string): void {
  collected.push(css);
  sheet = null;
}

/** Gives a shadow root every collected stylesheet: one shared constructed sheet where supported, else a <style>. */
export function adoptWidgetStyles(shadow: ShadowRoot): void {
  const css = collected.join('\n');
  if ('adoptedStyleSheets' in shadow && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    shadow.adoptedStyleSheets = [sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = css;
  shadow.prepend(style);
}
