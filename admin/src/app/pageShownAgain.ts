// A page the browser shows again from its back-forward cache ran no code meanwhile: it may show the inbox of a session
// that has ended (signed out here or elsewhere). Hide it at once and load it anew: the app then asks the API who is
// signed in before it shows anything. (The API and the page answer no-store, which keeps most browsers from caching.)
export function watchPagesShownAgain() {
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    document.documentElement.style.visibility = 'hidden';
    window.location.reload();
  });
}
