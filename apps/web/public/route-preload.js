// Replaced by the build (apps/web/vite.config.ts, writeRoutePreload) with the preloads of the opened
// page's lazy screen; in development there is nothing to preload.
