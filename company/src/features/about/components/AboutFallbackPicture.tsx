/** Shown when the company has no pictures yet: a drawn coffee-hills landscape, no request needed. */
export function AboutFallbackPicture() {
  return (
    <svg className="sf-about__fallback" viewBox="0 0 600 420" role="img" aria-label="StarFamily: coffee hills at sunrise">
      <rect width="600" height="420" fill="#f3e9da" />
      <circle cx="450" cy="120" r="56" fill="#f2a900" />
      <path d="M0 300 Q150 190 300 280 T600 250 V420 H0z" fill="#1f7a3a" />
      <path d="M0 350 Q200 270 380 340 T600 330 V420 H0z" fill="#155a2a" />
      <path d="M280 40l14 33 36 3-27 23 8 35-31-19-31 19 8-35-27-23 36-3z" fill="#3b2417" />
    </svg>
  );
}
