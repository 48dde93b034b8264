/**
 * `resize-observer-polyfill` for the build: every browser the build targets has ResizeObserver, so
 * rc-resize-observer gets the browser's own instead of a 33 KB polyfill (admin/vite.config.ts).
 */
export default globalThis.ResizeObserver;
