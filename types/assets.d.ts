// Stylesheets and images imported from TypeScript are handled by webpack (and identity-obj-proxy in Jest).
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
