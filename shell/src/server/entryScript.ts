// The page's first script, inline at the top of the head so it runs before anything is painted. Two jobs no
// framework code can do, because that code has not arrived yet (docs/decisions/0037-taps-captured-before-hydration.md):
// 1. It tells the loader's CSS animation how long after navigation start it started (--sf-entry-elapsed on <html>, read
//    off the animation's start time on the document timeline, whose zero is navigation start), so the spec's 3 s count
//    from entry, not from when the page's stylesheet arrived and the first style was computed (1-2 s later on a phone on
//    a mobile network). Without it the CSS counts from then. (Setting the animation's start time instead is not redrawn
//    by Chromium when it ends: the loader stayed on screen.)
// 2. It captures what a visitor does to controls that React has not hydrated yet, and replays it once React has:
//    a tap on a button becomes one click on the same button (a second tap meanwhile is the visitor repeating a tap
//    that showed nothing, so it is not replayed again), and text typed into a field reaches the form's state.
//    Links, <summary>, form fields themselves and forms with an action work as plain HTML and are left alone.
// A control counts as hydrated once React has attached its props to the element (`__reactProps$…`): React does so
// for every element it hydrates, whichever root or boundary it is in and however late. Meanwhile a small ring where
// the visitor tapped says the tap was taken. Plain ES5: it runs before any polyfill and in every browser.
const SOURCE = `(function () {
  var d = document, w = window;
  function entryClock() {
    if (!d.getAnimations || !d.timeline) return;
    var animations = d.getAnimations();
    for (var i = 0; i < animations.length; i++) {
      if (animations[i].animationName !== 'sf-loader-lift') continue;
      /* Still pending before its first frame: it starts at the frame about to be drawn, i.e. now. */
      var started = animations[i].startTime === null ? d.timeline.currentTime : animations[i].startTime;
      d.documentElement.style.setProperty('--sf-entry-elapsed', Math.round(started) + 'ms');
      return;
    }
  }
  /* Just before the first frame the page's styles, and so the loader's animation, exist; the rest of the page is
     parsed by DOMContentLoaded. Setting the start time again changes nothing. */
  if (w.requestAnimationFrame) w.requestAnimationFrame(entryClock);
  d.addEventListener('DOMContentLoaded', function () {
    if (w.requestAnimationFrame) w.requestAnimationFrame(entryClock);
  });
  var CONTROL = 'button,[role="button"],[role="tab"],[role="option"],[role="switch"],[role="checkbox"],input[type="submit"],input[type="button"],input[type="image"]';
  var FIELD = 'input:not([type="checkbox"]):not([type="radio"]),textarea,select';
  var taps = [], fields = [], frames = 0, waiting = false;
  function marked(element, prefix) {
    var keys = Object.keys(element);
    for (var i = 0; i < keys.length; i++) if (keys[i].indexOf(prefix) === 0) return true;
    return false;
  }
  function hydrated(element) {
    return marked(element, '__reactProps$');
  }
  /* The app's root has hydrated (AfterHydration marks <html>); sections loaded later hydrate within frames of it. */
  function rootHydrated() {
    return d.documentElement.hasAttribute('data-hydrated');
  }
  function inApp(element) {
    var app = d.getElementById('root');
    return !!app && app.contains(element);
  }
  /* A form with an address of its own works as HTML (the header's search); Formik's forms say action="#". */
  function sendsItself(form) {
    return !!form && /^\\s*[^#\\s]/.test(form.getAttribute('action') || '');
  }
  function nativeForm(element) {
    return sendsItself(element.form || (element.closest && element.closest('form')));
  }
  function ring(event) {
    var mark = d.createElement('div');
    mark.className = 'sf-tap-pending';
    mark.setAttribute('aria-hidden', 'true');
    mark.style.left = (event.clientX || 0) + 'px';
    mark.style.top = (event.clientY || 0) + 'px';
    if (!event.clientX && !event.clientY && event.target.getBoundingClientRect) {
      var box = event.target.getBoundingClientRect();
      mark.style.left = box.left + box.width / 2 + 'px';
      mark.style.top = box.top + box.height / 2 + 'px';
    }
    d.body.appendChild(mark);
    return mark;
  }
  function queued(element) {
    for (var i = 0; i < taps.length; i++) if (taps[i].control === element) return true;
    return false;
  }
  function onClick(event) {
    var target = event.target;
    if (!target || !target.closest) return;
    var control = target.closest(CONTROL);
    if (!control || !inApp(control) || hydrated(control)) return;
    if (control.type === 'submit' && nativeForm(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!queued(control)) taps.push({ control: control, mark: ring(event) });
    schedule();
  }
  function onInput(event) {
    var field = event.target;
    if (!field || !field.matches || !field.matches(FIELD) || !inApp(field) || hydrated(field)) return;
    for (var i = 0; i < fields.length; i++) if (fields[i].field === field) fields.splice(i, 1);
    fields.push({ field: field, value: field.value });
    schedule();
  }
  function onSubmit(event) {
    var form = event.target;
    if (!form || !inApp(form) || hydrated(form) || sendsItself(form)) return;
    /* Enter in a field of a form without a submit button: no click to take, so the submit itself waits. */
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!queued(form)) taps.push({ control: form, mark: null, submit: true });
    schedule();
  }
  /* React reads a field's text from its input event; what was typed before hydration sent none it heard. A render since hydration may have put the state's empty value back: the text typed is put back first. */
  function replayTyping(typed) {
    var field = typed.field, tracker = field._valueTracker;
    var own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
    if (field.value !== typed.value && own && own.set) own.set.call(field, typed.value);
    if (tracker && tracker.setValue) tracker.setValue('');
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  function step() {
    waiting = false;
    if (rootHydrated()) frames++;
    var typed = false;
    fields = fields.filter(function (typed) {
      if (!typed.field.isConnected) return false;
      if (!hydrated(typed.field)) return true;
      replayTyping(typed);
      typed = true;
      return false;
    });
    /* A tap after the typing it follows: its form's state is updated in this frame, the tap takes effect in the next. */
    if (!typed) {
      taps = taps.filter(function (tap) {
        var control = tap.control, gone = !control.isConnected;
        /* A section that never hydrates (its code failed to load) keeps its server HTML: its taps are dropped. */
        if (!gone && !hydrated(control) && frames < 600) return true;
        if (tap.mark && tap.mark.parentNode) tap.mark.parentNode.removeChild(tap.mark);
        if (gone || !hydrated(control)) return false;
        if (tap.submit) control.requestSubmit ? control.requestSubmit() : control.submit();
        else control.click();
        return false;
      });
    }
    if (taps.length > 0 || fields.length > 0) schedule();
  }
  function schedule() {
    if (waiting) return;
    waiting = true;
    (w.requestAnimationFrame || w.setTimeout)(step);
  }
  d.addEventListener('click', onClick, true);
  d.addEventListener('input', onInput, true);
  d.addEventListener('change', onInput, true);
  d.addEventListener('submit', onSubmit, true);
})();`;

/** The entry script without its comments, indentation and line breaks (its hash is in the page's CSP). */
export const ENTRY_SCRIPT = SOURCE.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\n\s*/g, ' ');
